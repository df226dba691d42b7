import { SEE_REPOSITORY } from "./shared/reasons";
import type { ModelLibraryEntry } from "./types";

/** InfiniteTalk (library_name "infinitetalk"). */
export const infinitetalk: ModelLibraryEntry = {
  prettyLabel: "InfiniteTalk",
  repoName: "InfiniteTalk",
  repoUrl: "https://github.com/MeiGen-AI/InfiniteTalk",
  filter: false,
  countDownloads: { extensions: ["safetensors"] },
  noSnippetsReason: SEE_REPOSITORY,
};
