import { SEE_REPOSITORY } from "./shared/reasons";
import type { ModelLibraryEntry } from "./types";

/** SCAIL-2 (library_name "scail-2"). */
export const scail2: ModelLibraryEntry = {
  prettyLabel: "SCAIL-2",
  repoName: "SCAIL-2",
  repoUrl: "https://github.com/zai-org/SCAIL-2",
  filter: false,
  countDownloads: { paths: ["model/1/fsdp2_rank_0000_checkpoint.pt"] },
  noSnippetsReason: SEE_REPOSITORY,
};
