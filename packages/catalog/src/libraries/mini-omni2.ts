import { SEE_REPOSITORY } from "./shared/reasons";
import type { ModelLibraryEntry } from "./types";

/** Mini-Omni2 (library_name "mini-omni2"). */
export const miniOmni2: ModelLibraryEntry = {
  prettyLabel: "Mini-Omni2",
  repoName: "Mini-Omni2",
  repoUrl: "https://github.com/gpt-omni/mini-omni2",
  filter: false,
  countDownloads: { paths: ["model_config.yaml"] },
  noSnippetsReason: SEE_REPOSITORY,
};
