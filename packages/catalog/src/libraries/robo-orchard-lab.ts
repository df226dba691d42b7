import { SEE_REPOSITORY } from "./shared/reasons";
import type { ModelLibraryEntry } from "./types";

/** RoboOrchardLab (library_name "robo-orchard-lab"). */
export const roboOrchardLab: ModelLibraryEntry = {
  prettyLabel: "RoboOrchardLab",
  repoName: "RoboOrchardLab",
  repoUrl: "https://github.com/HorizonRobotics/RoboOrchardLab",
  filter: false,
  countDownloads: { extensions: ["safetensors"] },
  noSnippetsReason: SEE_REPOSITORY,
};
