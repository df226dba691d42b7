import { sh } from "../libraries/shared/code-template";
import { shellSnippet } from "../libraries/shared/snippet";
import { repoWithQuant } from "./gguf-reference";
import { LISTED_BY } from "./listing-rules";
import { isGgufModel } from "./model-rules";
import type { GgufFileChoice, LocalApp } from "./types";

/** node-llama-cpp's model URI: `hf:REPO:QUANT`, the exact file as `hf:REPO/FILE`, or `hf:REPO`. */
function modelUri(repoId: string, choice: GgufFileChoice | undefined): string {
  if (choice !== undefined && choice.quant === undefined) return `hf:${repoId}/${choice.file}`;
  return `hf:${repoWithQuant(repoId, choice)}`;
}

/** node-llama-cpp: llama.cpp bindings for Node.js, with a CLI that needs no install. */
export const nodeLlamaCpp: LocalApp = {
  prettyLabel: "node-llama-cpp",
  docsUrl: "https://node-llama-cpp.withcat.ai",
  mainTask: "text-generation",
  shows: isGgufModel,
  listedBy: LISTED_BY["node-llama-cpp"],
  snippets: (model, choice) => [
    shellSnippet(sh`npx -y node-llama-cpp chat ${modelUri(model.id, choice)}`, "Chat"),
    shellSnippet(
      sh`# Check whether the model fits your hardware\nnpx -y node-llama-cpp inspect estimate ${modelUri(model.id, choice)}`,
      "Estimate",
    ),
  ],
};
