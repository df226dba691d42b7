import { SEE_REPOSITORY } from "./shared/reasons";
import type { ModelLibraryEntry } from "./types";

/** IntelliFold (library_name "intellifold"). */
export const intellifold: ModelLibraryEntry = {
  prettyLabel: "IntelliFold",
  repoName: "IntelliFold",
  repoUrl: "https://github.com/IntelliGen-AI/IntelliFold",
  filter: false,
  countDownloads: { extensions: ["pt", "zst"] },
  noSnippetsReason: SEE_REPOSITORY,
};
