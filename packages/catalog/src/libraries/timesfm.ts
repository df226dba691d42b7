import { SEE_REPOSITORY } from "./shared/reasons";
import type { ModelLibraryEntry } from "./types";

/** TimesFM (library_name "timesfm"). */
export const timesfm: ModelLibraryEntry = {
  prettyLabel: "TimesFM",
  repoName: "timesfm",
  repoUrl: "https://github.com/google-research/timesfm",
  filter: false,
  countDownloads: {
    paths: [
      "config.json",
      "torch_model.ckpt",
      "checkpoints/checkpoint_1100000/state/checkpoint",
      "checkpoints/checkpoint_2150000/state/checkpoint",
    ],
  },
  noSnippetsReason: SEE_REPOSITORY,
};
