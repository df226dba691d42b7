import { SEE_REPOSITORY } from "./shared/reasons";
import type { ModelLibraryEntry } from "./types";

/** CheXmix (library_name "chexmix"). */
export const chexmix: ModelLibraryEntry = {
  prettyLabel: "CheXmix",
  repoName: "CheXmix",
  repoUrl: "https://github.com/StanfordMIMI/CheXmix",
  filter: false,
  countDownloads: { extensions: ["safetensors"] },
  noSnippetsReason: SEE_REPOSITORY,
};
