import { SEE_REPOSITORY } from "./shared/reasons";
import type { ModelLibraryEntry } from "./types";

/** TabPFN (library_name "tabpfn"). */
export const tabpfn: ModelLibraryEntry = {
  prettyLabel: "TabPFN",
  repoName: "TabPFN",
  repoUrl: "https://github.com/PriorLabs/TabPFN",
  filter: false,
  noSnippetsReason: SEE_REPOSITORY,
};
