import { SEE_REPOSITORY } from "./shared/reasons";
import type { ModelLibraryEntry } from "./types";

/** MTVCraft (library_name "mtvcraft"). */
export const mtvcraft: ModelLibraryEntry = {
  prettyLabel: "MTVCraft",
  repoName: "MTVCraft",
  repoUrl: "https://github.com/baaivision/MTVCraft",
  filter: false,
  countDownloads: { paths: ["vae/3d-vae.pt"] },
  noSnippetsReason: SEE_REPOSITORY,
};
