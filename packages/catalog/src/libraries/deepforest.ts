import { SEE_REPOSITORY } from "./shared/reasons";
import type { ModelLibraryEntry } from "./types";

/** DeepForest (library_name "deepforest"). */
export const deepforest: ModelLibraryEntry = {
  prettyLabel: "DeepForest",
  repoName: "deepforest",
  repoUrl: "https://github.com/weecology/DeepForest",
  docsUrl: "https://deepforest.readthedocs.io/en/latest/",
  filter: false,
  noSnippetsReason: SEE_REPOSITORY,
};
