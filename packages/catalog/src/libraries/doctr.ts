import { SEE_REPOSITORY } from "./shared/reasons";
import type { ModelLibraryEntry } from "./types";

/** docTR (library_name "doctr"). */
export const doctr: ModelLibraryEntry = {
  prettyLabel: "docTR",
  repoName: "doctr",
  repoUrl: "https://github.com/mindee/doctr",
  filter: false,
  noSnippetsReason: SEE_REPOSITORY,
};
