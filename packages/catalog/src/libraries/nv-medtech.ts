import { SEE_REPOSITORY } from "./shared/reasons";
import type { ModelLibraryEntry } from "./types";

/** NV-MedTech (library_name "nv-medtech"). */
export const nvMedtech: ModelLibraryEntry = {
  prettyLabel: "NV-MedTech",
  repoName: "NV-MedTech",
  repoUrl: "https://github.com/nvidia-medtech",
  filter: false,
  countDownloads: { paths: ["config.json"], extensions: ["pt", "safetensors"] },
  noSnippetsReason: SEE_REPOSITORY,
};
