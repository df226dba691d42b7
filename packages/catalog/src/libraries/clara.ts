import { SEE_REPOSITORY } from "./shared/reasons";
import type { ModelLibraryEntry } from "./types";

/** Clara (library_name "clara"). */
export const clara: ModelLibraryEntry = {
  prettyLabel: "Clara",
  repoName: "Clara",
  repoUrl: "https://github.com/nvidia/clara",
  filter: false,
  countDownloads: { extensions: ["ckpt"], paths: ["config.json"] },
  noSnippetsReason: SEE_REPOSITORY,
};
