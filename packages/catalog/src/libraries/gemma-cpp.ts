import { SEE_REPOSITORY } from "./shared/reasons";
import type { ModelLibraryEntry } from "./types";

/** gemma.cpp (library_name "gemma.cpp"). */
export const gemmaCpp: ModelLibraryEntry = {
  prettyLabel: "gemma.cpp",
  repoName: "gemma.cpp",
  repoUrl: "https://github.com/google/gemma.cpp",
  filter: false,
  countDownloads: { extensions: ["sbs"] },
  noSnippetsReason: SEE_REPOSITORY,
};
