import { SEE_REPOSITORY } from "./shared/reasons";
import type { ModelLibraryEntry } from "./types";

/** RecurrentGemma (library_name "recurrentgemma"). */
export const recurrentgemma: ModelLibraryEntry = {
  prettyLabel: "RecurrentGemma",
  repoName: "recurrentgemma",
  repoUrl: "https://github.com/google-deepmind/recurrentgemma",
  filter: false,
  countDownloads: { paths: ["tokenizer.model"] },
  noSnippetsReason: SEE_REPOSITORY,
};
