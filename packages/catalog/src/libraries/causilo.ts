import { SEE_REPOSITORY } from "./shared/reasons";
import type { ModelLibraryEntry } from "./types";

/** Causilo (library_name "causilo"). */
export const causilo: ModelLibraryEntry = {
  prettyLabel: "Causilo",
  repoName: "Causilo",
  repoUrl: "https://github.com/nums-ai/causilo",
  filter: false,
  countDownloads: { paths: ["classifier/config.json", "regressor/config.json"] },
  noSnippetsReason: SEE_REPOSITORY,
};
