import { SEE_REPOSITORY } from "./shared/reasons";
import type { ModelLibraryEntry } from "./types";

/** HunyuanDiT (library_name "hunyuan-dit"). */
export const hunyuanDit: ModelLibraryEntry = {
  prettyLabel: "HunyuanDiT",
  repoName: "HunyuanDiT",
  repoUrl: "https://github.com/Tencent/HunyuanDiT",
  filter: false,
  countDownloads: { paths: ["pytorch_model_ema.pt", "pytorch_model_distill.pt"] },
  noSnippetsReason: SEE_REPOSITORY,
};
