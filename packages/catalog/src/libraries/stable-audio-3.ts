import { SEE_REPOSITORY } from "./shared/reasons";
import type { ModelLibraryEntry } from "./types";

/** Stable Audio 3 (library_name "stable-audio-3"). */
export const stableAudio3: ModelLibraryEntry = {
  prettyLabel: "Stable Audio 3",
  repoName: "stable-audio-3",
  repoUrl: "https://github.com/Stability-AI/stable-audio-3",
  filter: false,
  countDownloads: { paths: ["model_config.json"] },
  noSnippetsReason: SEE_REPOSITORY,
};
