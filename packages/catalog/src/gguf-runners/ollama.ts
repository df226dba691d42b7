import { shellSnippet } from "../libraries/shared/snippet";
import { hubTagCommand } from "./hub-tag";
import type { GgufRunner } from "./types";

/** Ollama: pulls GGUF files straight from the Hub as `hf.co/REPO:QUANT`. */
export const ollama: GgufRunner = {
  prettyLabel: "Ollama",
  docsUrl: "https://huggingface.co/docs/hub/ollama",
  snippets: (choice) => [shellSnippet(hubTagCommand("ollama run", "Ollama", choice))],
};
