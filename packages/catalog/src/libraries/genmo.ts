import { SEE_REPOSITORY } from "./shared/reasons";
import type { ModelLibraryEntry } from "./types";

/** Genmo (library_name "genmo"). */
export const genmo: ModelLibraryEntry = {
  prettyLabel: "Genmo",
  repoName: "Genmo",
  repoUrl: "https://github.com/genmoai/models",
  filter: false,
  countDownloads: { paths: ["vae_stats.json"] },
  noSnippetsReason: SEE_REPOSITORY,
};
