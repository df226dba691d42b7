import { SEE_REPOSITORY } from "./shared/reasons";
import type { ModelLibraryEntry } from "./types";

/** InfiniteYou (library_name "infinite-you"). */
export const infiniteYou: ModelLibraryEntry = {
  prettyLabel: "InfiniteYou",
  repoName: "InfiniteYou",
  repoUrl: "https://github.com/bytedance/InfiniteYou",
  filter: false,
  countDownloads: {
    paths: [
      "infu_flux_v1.0/sim_stage1/image_proj_model.bin",
      "infu_flux_v1.0/aes_stage2/image_proj_model.bin",
    ],
  },
  noSnippetsReason: SEE_REPOSITORY,
};
