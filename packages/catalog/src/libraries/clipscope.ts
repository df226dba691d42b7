import { SEE_REPOSITORY } from "./shared/reasons";
import type { ModelLibraryEntry } from "./types";

/** clipscope (library_name "clipscope"). */
export const clipscope: ModelLibraryEntry = {
  prettyLabel: "clipscope",
  repoName: "clipscope",
  repoUrl: "https://github.com/Lewington-pitsos/clipscope",
  filter: false,
  countDownloads: { extensions: ["pt"] },
  noSnippetsReason: SEE_REPOSITORY,
};
