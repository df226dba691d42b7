import { SEE_REPOSITORY } from "./shared/reasons";
import type { ModelLibraryEntry } from "./types";

/** Magenta RT 2 (library_name "magenta-realtime-2"). */
export const magentaRealtime2: ModelLibraryEntry = {
  prettyLabel: "Magenta RT 2",
  repoName: "Magenta RT 2",
  repoUrl: "https://github.com/magenta/magenta-realtime",
  filter: false,
  countDownloads: {
    paths: [
      "models/mrt2_base/mrt2_base.mlxfn",
      "models/mrt2_small/mrt2_small.mlxfn",
      "checkpoints/mrt2_base.safetensors",
      "checkpoints/mrt2_small.safetensors",
    ],
  },
  noSnippetsReason: SEE_REPOSITORY,
};
