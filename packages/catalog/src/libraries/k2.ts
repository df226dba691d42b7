import { SEE_REPOSITORY } from "./shared/reasons";
import type { ModelLibraryEntry } from "./types";

/** K2 (library_name "k2"). */
export const k2: ModelLibraryEntry = {
  prettyLabel: "K2",
  repoName: "k2",
  repoUrl: "https://github.com/k2-fsa/k2",
  filter: false,
  noSnippetsReason: SEE_REPOSITORY,
};
