import { SEE_REPOSITORY } from "./shared/reasons";
import type { ModelLibraryEntry } from "./types";

/** Shadow (library_name "shadow"). */
export const shadow: ModelLibraryEntry = {
  prettyLabel: "Shadow",
  repoName: "Shadow",
  repoUrl: "https://github.com/QLNI/SHADOW-250M-Instruct",
  filter: false,
  countDownloads: { extensions: ["shdw"] },
  noSnippetsReason: SEE_REPOSITORY,
};
