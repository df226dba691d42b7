import { SEE_REPOSITORY } from "./shared/reasons";
import type { ModelLibraryEntry } from "./types";

/** HERMES (library_name "hermes"). */
export const hermes: ModelLibraryEntry = {
  prettyLabel: "HERMES",
  repoName: "HERMES",
  repoUrl: "https://github.com/LMD0311/HERMES",
  filter: false,
  countDownloads: { paths: ["ckpt/hermes_final.pth"] },
  noSnippetsReason: SEE_REPOSITORY,
};
