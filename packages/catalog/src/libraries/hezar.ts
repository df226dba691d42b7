import { SEE_REPOSITORY } from "./shared/reasons";
import type { ModelLibraryEntry } from "./types";

/** Hezar (library_name "hezar"). */
export const hezar: ModelLibraryEntry = {
  prettyLabel: "Hezar",
  repoName: "Hezar",
  repoUrl: "https://github.com/hezarai/hezar",
  docsUrl: "https://hezarai.github.io/hezar",
  filter: false,
  countDownloads: { paths: ["model_config.yaml", "embedding/embedding_config.yaml"] },
  noSnippetsReason: SEE_REPOSITORY,
};
