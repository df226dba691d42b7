import { SEE_REPOSITORY } from "./shared/reasons";
import type { ModelLibraryEntry } from "./types";

/** Py-Feat (library_name "py-feat"). */
export const pyFeat: ModelLibraryEntry = {
  prettyLabel: "Py-Feat",
  repoName: "Py-Feat",
  repoUrl: "https://github.com/cosanlab/py-feat",
  docsUrl: "https://py-feat.org/",
  filter: false,
  noSnippetsReason: SEE_REPOSITORY,
};
