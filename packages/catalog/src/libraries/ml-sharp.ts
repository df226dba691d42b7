import { SEE_REPOSITORY } from "./shared/reasons";
import type { ModelLibraryEntry } from "./types";

/** Sharp (library_name "ml-sharp"). */
export const mlSharp: ModelLibraryEntry = {
  prettyLabel: "Sharp",
  repoName: "Sharp",
  repoUrl: "https://github.com/apple/ml-sharp",
  filter: false,
  countDownloads: { extensions: ["pt"] },
  noSnippetsReason: SEE_REPOSITORY,
};
