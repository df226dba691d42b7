import { SEE_REPOSITORY } from "./shared/reasons";
import type { ModelLibraryEntry } from "./types";

/** SongGeneration (library_name "tencent-song-generation"). */
export const tencentSongGeneration: ModelLibraryEntry = {
  prettyLabel: "SongGeneration",
  repoName: "SongGeneration",
  repoUrl: "https://github.com/tencent-ailab/songgeneration",
  filter: false,
  countDownloads: { paths: ["ckpt/songgeneration_base/model.pt"] },
  noSnippetsReason: SEE_REPOSITORY,
};
