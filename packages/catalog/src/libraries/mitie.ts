import { SEE_REPOSITORY } from "./shared/reasons";
import type { ModelLibraryEntry } from "./types";

/** MITIE (library_name "mitie"). */
export const mitie: ModelLibraryEntry = {
  prettyLabel: "MITIE",
  repoName: "MITIE",
  repoUrl: "https://github.com/mit-nlp/MITIE",
  filter: false,
  countDownloads: { fileNames: ["total_word_feature_extractor"] },
  noSnippetsReason: SEE_REPOSITORY,
};
