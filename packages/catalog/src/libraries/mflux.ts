import { SEE_REPOSITORY } from "./shared/reasons";
import type { ModelLibraryEntry } from "./types";

/** mflux (library_name "mflux"). */
export const mflux: ModelLibraryEntry = {
  prettyLabel: "mflux",
  repoName: "mflux",
  repoUrl: "https://github.com/filipstrand/mflux",
  filter: false,
  countDownloads: { extensions: ["safetensors"] },
  noSnippetsReason: SEE_REPOSITORY,
};
