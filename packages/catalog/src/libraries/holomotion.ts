import { SEE_REPOSITORY } from "./shared/reasons";
import type { ModelLibraryEntry } from "./types";

/** HoloMotion (library_name "holomotion"). */
export const holomotion: ModelLibraryEntry = {
  prettyLabel: "HoloMotion",
  repoName: "HoloMotion",
  repoUrl: "https://github.com/HorizonRobotics/HoloMotion",
  filter: false,
  countDownloads: { extensions: ["onnx"] },
  noSnippetsReason: SEE_REPOSITORY,
};
