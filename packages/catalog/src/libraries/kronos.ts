import { SEE_REPOSITORY } from "./shared/reasons";
import type { ModelLibraryEntry } from "./types";

/** KRONOS (library_name "kronos"). */
export const kronos: ModelLibraryEntry = {
  prettyLabel: "KRONOS",
  repoName: "KRONOS",
  repoUrl: "https://github.com/mahmoodlab/KRONOS",
  filter: false,
  countDownloads: { extensions: ["pt"] },
  noSnippetsReason: SEE_REPOSITORY,
};
