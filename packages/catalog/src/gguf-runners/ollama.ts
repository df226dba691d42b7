import { sh } from "../libraries/shared/code-template";
import { shellSnippet } from "../libraries/shared/snippet";
import type { GgufRunner } from "./types";

/** Ollama: pulls GGUF files straight from the Hub as `hf.co/REPO:QUANT`. */
export const ollama: GgufRunner = {
  prettyLabel: "Ollama",
  docsUrl: "https://huggingface.co/docs/hub/ollama",
  snippets: ({ repoId, quant }) => [
    shellSnippet(
      quant === undefined
        ? sh`# The file names state no quant: Ollama picks the repository's default GGUF file\nollama run ${`hf.co/${repoId}`}`
        : sh`ollama run ${`hf.co/${repoId}:${quant}`}`,
    ),
  ],
};
