import { SEE_REPOSITORY } from "./shared/reasons";
import type { ModelLibraryEntry } from "./types";

/** Reverb (library_name "reverb"). */
export const reverb: ModelLibraryEntry = {
  prettyLabel: "Reverb",
  repoName: "Reverb",
  repoUrl: "https://github.com/revdotcom/reverb",
  filter: false,
  noSnippetsReason: SEE_REPOSITORY,
};
