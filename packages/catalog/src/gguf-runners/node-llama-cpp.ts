import { sh } from "../libraries/shared/code-template";
import { shellSnippet } from "../libraries/shared/snippet";
import type { GgufFileChoice, GgufRunner } from "./types";

/** node-llama-cpp's model URI: `hf:REPO:QUANT`, or the exact file as `hf:REPO/FILE`. */
function modelUri({ repoId, file, quant }: GgufFileChoice): string {
  return quant === undefined ? `hf:${repoId}/${file}` : `hf:${repoId}:${quant}`;
}

/** node-llama-cpp: llama.cpp bindings for Node.js, with a CLI that needs no install. */
export const nodeLlamaCpp: GgufRunner = {
  prettyLabel: "node-llama-cpp",
  docsUrl: "https://node-llama-cpp.withcat.ai",
  snippets: (choice) => [
    shellSnippet(sh`npx -y node-llama-cpp chat ${modelUri(choice)}`, "Chat"),
    shellSnippet(
      sh`# Check whether the model fits your hardware\nnpx -y node-llama-cpp inspect estimate ${modelUri(choice)}`,
      "Estimate",
    ),
  ],
};
