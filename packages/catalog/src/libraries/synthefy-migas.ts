import { SEE_REPOSITORY } from "./shared/reasons";
import type { ModelLibraryEntry } from "./types";

/** Migas (library_name "synthefy-migas"). */
export const synthefyMigas: ModelLibraryEntry = {
  prettyLabel: "Migas",
  repoName: "Migas",
  repoUrl: "https://github.com/Synthefy/synthefy-migas",
  filter: false,
  countDownloads: { paths: ["model.pt"] },
  noSnippetsReason: SEE_REPOSITORY,
};
