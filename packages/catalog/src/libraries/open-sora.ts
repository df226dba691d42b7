import { SEE_REPOSITORY } from "./shared/reasons";
import type { ModelLibraryEntry } from "./types";

/** Open-Sora (library_name "open-sora"). */
export const openSora: ModelLibraryEntry = {
  prettyLabel: "Open-Sora",
  repoName: "Open-Sora",
  repoUrl: "https://github.com/hpcaitech/Open-Sora",
  filter: false,
  countDownloads: { paths: ["Open_Sora_v2.safetensors"] },
  noSnippetsReason: SEE_REPOSITORY,
};
