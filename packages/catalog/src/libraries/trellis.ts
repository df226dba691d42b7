import { SEE_REPOSITORY } from "./shared/reasons";
import type { ModelLibraryEntry } from "./types";

/** Trellis (library_name "trellis"). */
export const trellis: ModelLibraryEntry = {
  prettyLabel: "Trellis",
  repoName: "Trellis",
  repoUrl: "https://github.com/microsoft/TRELLIS",
  filter: false,
  countDownloads: { extensions: ["safetensors"] },
  noSnippetsReason: SEE_REPOSITORY,
};
