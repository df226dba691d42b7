import { SEE_REPOSITORY } from "./shared/reasons";
import type { ModelLibraryEntry } from "./types";

/** Fixer (library_name "fixer"). */
export const fixer: ModelLibraryEntry = {
  prettyLabel: "Fixer",
  repoName: "Fixer",
  repoUrl: "https://github.com/nv-tlabs/Fixer",
  filter: false,
  countDownloads: { paths: ["pretrained/pretrained_fixer.pkl"] },
  noSnippetsReason: SEE_REPOSITORY,
};
