import { SEE_REPOSITORY } from "./shared/reasons";
import type { ModelLibraryEntry } from "./types";

/** Bagel (library_name "bagel-mot"). */
export const bagelMot: ModelLibraryEntry = {
  prettyLabel: "Bagel",
  repoName: "Bagel",
  repoUrl: "https://github.com/ByteDance-Seed/Bagel/",
  filter: false,
  countDownloads: { paths: ["llm_config.json"] },
  noSnippetsReason: SEE_REPOSITORY,
};
