import { SEE_REPOSITORY } from "./shared/reasons";
import type { ModelLibraryEntry } from "./types";

/** sapiens2 (library_name "sapiens2"). */
export const sapiens2: ModelLibraryEntry = {
  prettyLabel: "sapiens2",
  repoName: "sapiens2",
  repoUrl: "https://github.com/facebookresearch/sapiens2",
  filter: false,
  countDownloads: { extensions: ["safetensors"] },
  noSnippetsReason: SEE_REPOSITORY,
};
