import { SEE_REPOSITORY } from "./shared/reasons";
import type { ModelLibraryEntry } from "./types";

/** Big Vision (library_name "big_vision"). */
export const bigVision: ModelLibraryEntry = {
  prettyLabel: "Big Vision",
  repoName: "big_vision",
  repoUrl: "https://github.com/google-research/big_vision",
  filter: false,
  countDownloads: { extensions: ["npz"] },
  noSnippetsReason: SEE_REPOSITORY,
};
