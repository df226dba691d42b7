import { SEE_REPOSITORY } from "./shared/reasons";
import type { ModelLibraryEntry } from "./types";

/** RKLLM (library_name "rkllm"). */
export const rkllm: ModelLibraryEntry = {
  prettyLabel: "RKLLM",
  repoName: "RKLLM",
  repoUrl: "https://github.com/airockchip/rknn-llm",
  filter: false,
  countDownloads: { extensions: ["rkllm"] },
  noSnippetsReason: SEE_REPOSITORY,
};
