import { SEE_REPOSITORY } from "./shared/reasons";
import type { ModelLibraryEntry } from "./types";

/** TRELLIS.2 (library_name "trellis2"). */
export const trellis2: ModelLibraryEntry = {
  prettyLabel: "TRELLIS.2",
  repoName: "TRELLIS.2",
  repoUrl: "https://github.com/microsoft/TRELLIS.2",
  filter: false,
  countDownloads: { extensions: ["safetensors"] },
  noSnippetsReason: SEE_REPOSITORY,
};
