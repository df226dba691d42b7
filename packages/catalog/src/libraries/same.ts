import { SEE_REPOSITORY } from "./shared/reasons";
import type { ModelLibraryEntry } from "./types";

/** SAME (library_name "same"). */
export const same: ModelLibraryEntry = {
  prettyLabel: "SAME",
  repoName: "SAME",
  repoUrl: "https://github.com/GengzeZhou/SAME",
  filter: false,
  countDownloads: { paths: ["ckpt/SAME.pt", "pretrain/Attnq_pretrained_ckpt.pt"] },
  noSnippetsReason: SEE_REPOSITORY,
};
