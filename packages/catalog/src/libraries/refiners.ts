import { SEE_REPOSITORY } from "./shared/reasons";
import type { ModelLibraryEntry } from "./types";

/** Refiners (library_name "refiners"). */
export const refiners: ModelLibraryEntry = {
  prettyLabel: "Refiners",
  repoName: "Refiners",
  repoUrl: "https://github.com/finegrain-ai/refiners",
  docsUrl: "https://refine.rs/",
  filter: false,
  countDownloads: { paths: ["model.safetensors"] },
  noSnippetsReason: SEE_REPOSITORY,
};
