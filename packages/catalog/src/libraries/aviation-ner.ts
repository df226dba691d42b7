import { SEE_REPOSITORY } from "./shared/reasons";
import type { ModelLibraryEntry } from "./types";

/** Aviation NER (library_name "aviation-ner"). */
export const aviationNer: ModelLibraryEntry = {
  prettyLabel: "Aviation NER",
  repoName: "Aviation NER",
  repoUrl: "https://github.com/Boeing/aviation_ner_sdr",
  docsUrl: "https://github.com/Boeing/aviation_ner_sdr",
  filter: false,
  countDownloads: { paths: ["gliner_config.json"] },
  noSnippetsReason: SEE_REPOSITORY,
};
