import { SEE_REPOSITORY } from "./shared/reasons";
import type { ModelLibraryEntry } from "./types";

/** MiniMax H3 (library_name "minimax-h3"). */
export const minimaxH3: ModelLibraryEntry = {
  prettyLabel: "MiniMax H3",
  repoName: "MiniMax-H3",
  repoUrl: "https://github.com/MiniMax-AI/MiniMax-H3",
  docsUrl: "https://huggingface.co/MiniMaxAI/MiniMax-H3",
  filter: false,
  countDownloads: {
    paths: ["modular_model_index.json"],
    fileNames: ["model_index", "config"],
    extensions: ["safetensors"],
  },
  noSnippetsReason: SEE_REPOSITORY,
};
