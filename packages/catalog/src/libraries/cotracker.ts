import { SEE_REPOSITORY } from "./shared/reasons";
import type { ModelLibraryEntry } from "./types";

/** CoTracker (library_name "cotracker"). */
export const cotracker: ModelLibraryEntry = {
  prettyLabel: "CoTracker",
  repoName: "CoTracker",
  repoUrl: "https://github.com/facebookresearch/co-tracker",
  filter: false,
  countDownloads: { extensions: ["pth"] },
  noSnippetsReason: SEE_REPOSITORY,
};
