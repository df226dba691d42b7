import { SEE_REPOSITORY } from "./shared/reasons";
import type { ModelLibraryEntry } from "./types";

/** Skala (library_name "skala"). */
export const skala: ModelLibraryEntry = {
  prettyLabel: "Skala",
  repoName: "Skala",
  repoUrl: "https://github.com/microsoft/skala",
  filter: false,
  countDownloads: { extensions: ["fun"] },
  noSnippetsReason: SEE_REPOSITORY,
};
