import { SEE_REPOSITORY } from "./shared/reasons";
import type { ModelLibraryEntry } from "./types";

/** VisMatch (library_name "vismatch"). */
export const vismatch: ModelLibraryEntry = {
  prettyLabel: "VisMatch",
  repoName: "VisMatch",
  repoUrl: "https://github.com/gmberton/vismatch",
  filter: false,
  countDownloads: { paths: ["vismatch.yaml"] },
  noSnippetsReason: SEE_REPOSITORY,
};
