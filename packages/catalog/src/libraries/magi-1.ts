import { SEE_REPOSITORY } from "./shared/reasons";
import type { ModelLibraryEntry } from "./types";

/** MAGI-1 (library_name "magi-1"). */
export const magi1: ModelLibraryEntry = {
  prettyLabel: "MAGI-1",
  repoName: "MAGI-1",
  repoUrl: "https://github.com/SandAI-org/MAGI-1",
  filter: false,
  countDownloads: { paths: ["ckpt/vae/config.json"] },
  noSnippetsReason: SEE_REPOSITORY,
};
