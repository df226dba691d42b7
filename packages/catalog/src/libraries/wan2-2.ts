import { SEE_REPOSITORY } from "./shared/reasons";
import type { ModelLibraryEntry } from "./types";

/** Wan2.2 (library_name "wan2.2"). */
export const wan22: ModelLibraryEntry = {
  prettyLabel: "Wan2.2",
  repoName: "Wan2.2",
  repoUrl: "https://github.com/Wan-Video/Wan2.2",
  filter: false,
  countDownloads: { allOf: [{ fileName: "config", extension: "json" }] },
  noSnippetsReason: SEE_REPOSITORY,
};
