import { SEE_REPOSITORY } from "./shared/reasons";
import type { ModelLibraryEntry } from "./types";

/** TiRex-2 (library_name "tirex-2"). */
export const tirex2: ModelLibraryEntry = {
  prettyLabel: "TiRex-2",
  repoName: "TiRex-2",
  repoUrl: "https://github.com/NX-AI/tirex-2",
  filter: false,
  countDownloads: { paths: ["model-config.yaml"] },
  noSnippetsReason: SEE_REPOSITORY,
};
