import { SEE_REPOSITORY } from "./shared/reasons";
import type { ModelLibraryEntry } from "./types";

/** EUPE (library_name "eupe"). */
export const eupe: ModelLibraryEntry = {
  prettyLabel: "EUPE",
  repoName: "EUPE",
  repoUrl: "https://github.com/facebookresearch/EUPE",
  filter: false,
  countDownloads: { extensions: ["pt"] },
  noSnippetsReason: SEE_REPOSITORY,
};
