import { SEE_REPOSITORY } from "./shared/reasons";
import type { ModelLibraryEntry } from "./types";

/** MLC-LLM (library_name "mlc-llm"). */
export const mlcLlm: ModelLibraryEntry = {
  prettyLabel: "MLC-LLM",
  repoName: "MLC-LLM",
  repoUrl: "https://github.com/mlc-ai/mlc-llm",
  docsUrl: "https://llm.mlc.ai/docs/",
  filter: false,
  countDownloads: { paths: ["mlc-chat-config.json"] },
  noSnippetsReason: SEE_REPOSITORY,
};
