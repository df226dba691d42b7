import { SEE_REPOSITORY } from "./shared/reasons";
import type { ModelLibraryEntry } from "./types";

/** NInfer (library_name "ninfer"). */
export const ninfer: ModelLibraryEntry = {
  prettyLabel: "NInfer",
  repoName: "NInfer",
  repoUrl: "https://github.com/Neroued/ninfer",
  filter: false,
  countDownloads: { extensions: ["ninfer"] },
  noSnippetsReason: SEE_REPOSITORY,
};
