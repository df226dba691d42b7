import { SEE_REPOSITORY } from "./shared/reasons";
import type { ModelLibraryEntry } from "./types";

/** LagerNVS (library_name "lagernvs"). */
export const lagernvs: ModelLibraryEntry = {
  prettyLabel: "LagerNVS",
  repoName: "LagerNVS",
  repoUrl: "https://github.com/facebookresearch/lagernvs",
  filter: false,
  countDownloads: { extensions: ["pt"] },
  noSnippetsReason: SEE_REPOSITORY,
};
