import { SEE_REPOSITORY } from "./shared/reasons";
import type { ModelLibraryEntry } from "./types";

/** Diff Interpretation Tuning (library_name "diff-interpretation-tuning"). */
export const diffInterpretationTuning: ModelLibraryEntry = {
  prettyLabel: "Diff Interpretation Tuning",
  repoName: "Diff Interpretation Tuning",
  repoUrl: "https://github.com/Aviously/diff-interpretation-tuning",
  filter: false,
  countDownloads: { extensions: ["pt"] },
  noSnippetsReason: SEE_REPOSITORY,
};
