import { SEE_REPOSITORY } from "./shared/reasons";
import type { ModelLibraryEntry } from "./types";

/** CCPFN (library_name "ccpfn"). */
export const ccpfn: ModelLibraryEntry = {
  prettyLabel: "CCPFN",
  repoName: "CCPFN",
  repoUrl: "https://huggingface.co/Layer6/CCPFN",
  filter: false,
  countDownloads: { extensions: ["pt"] },
  noSnippetsReason: SEE_REPOSITORY,
};
