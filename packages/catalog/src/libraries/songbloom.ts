import { SEE_REPOSITORY } from "./shared/reasons";
import type { ModelLibraryEntry } from "./types";

/** SongBloom (library_name "songbloom"). */
export const songbloom: ModelLibraryEntry = {
  prettyLabel: "SongBloom",
  repoName: "SongBloom",
  repoUrl: "https://github.com/Cypress-Yang/SongBloom",
  filter: false,
  countDownloads: { extensions: ["pt"] },
  noSnippetsReason: SEE_REPOSITORY,
};
