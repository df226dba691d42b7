import { SEE_REPOSITORY } from "./shared/reasons";
import type { ModelLibraryEntry } from "./types";

/** Magenta RT (library_name "magenta-realtime"). */
export const magentaRealtime: ModelLibraryEntry = {
  prettyLabel: "Magenta RT",
  repoName: "Magenta RT",
  repoUrl: "https://github.com/magenta/magenta-realtime",
  filter: false,
  countDownloads: {
    paths: [
      "checkpoints/llm_base_x4286_c1860k.tar",
      "checkpoints/llm_large_x3047_c1860k.tar",
      "checkpoints/llm_large_x3047_c1860k/checkpoint",
    ],
  },
  noSnippetsReason: SEE_REPOSITORY,
};
