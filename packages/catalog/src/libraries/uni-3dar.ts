import { SEE_REPOSITORY } from "./shared/reasons";
import type { ModelLibraryEntry } from "./types";

/** Uni-3DAR (library_name "uni-3dar"). */
export const uni3dar: ModelLibraryEntry = {
  prettyLabel: "Uni-3DAR",
  repoName: "Uni-3DAR",
  repoUrl: "https://github.com/dptech-corp/Uni-3DAR",
  docsUrl: "https://github.com/dptech-corp/Uni-3DAR",
  filter: false,
  countDownloads: { extensions: ["pt"] },
  noSnippetsReason: SEE_REPOSITORY,
};
