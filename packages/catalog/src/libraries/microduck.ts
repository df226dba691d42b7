import { SEE_REPOSITORY } from "./shared/reasons";
import type { ModelLibraryEntry } from "./types";

/** Microduck (library_name "microduck"). */
export const microduck: ModelLibraryEntry = {
  prettyLabel: "Microduck",
  repoName: "Microduck",
  repoUrl: "https://github.com/pollen-robotics/microduck_rl",
  filter: true,
  countDownloads: { extensions: ["onnx"] },
  noSnippetsReason: SEE_REPOSITORY,
};
