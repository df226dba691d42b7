import { SEE_REPOSITORY } from "./shared/reasons";
import type { ModelLibraryEntry } from "./types";

/** Birder (library_name "birder"). */
export const birder: ModelLibraryEntry = {
  prettyLabel: "Birder",
  repoName: "Birder",
  repoUrl: "https://gitlab.com/birder/birder",
  filter: false,
  countDownloads: { extensions: ["pt"] },
  noSnippetsReason: SEE_REPOSITORY,
};
