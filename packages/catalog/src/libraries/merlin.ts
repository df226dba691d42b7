import { SEE_REPOSITORY } from "./shared/reasons";
import type { ModelLibraryEntry } from "./types";

/** Merlin (library_name "merlin"). */
export const merlin: ModelLibraryEntry = {
  prettyLabel: "Merlin",
  repoName: "Merlin",
  repoUrl: "https://github.com/StanfordMIMI/Merlin",
  filter: false,
  countDownloads: { extensions: ["pt"] },
  noSnippetsReason: SEE_REPOSITORY,
};
