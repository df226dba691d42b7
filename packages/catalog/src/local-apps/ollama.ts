import { shellSnippet } from "../libraries/shared/snippet";
import { hubTagCommand, repoWithQuant } from "./gguf-reference";
import { LISTED_BY } from "./listing-rules";
import { isGgufModel } from "./model-rules";
import { openAiServerCall } from "./server-call";
import type { LocalApp } from "./types";

/** Ollama: pulls GGUF files straight from the Hub as `hf.co/REPO:QUANT`, and serves them on port 11434. */
export const ollama: LocalApp = {
  prettyLabel: "Ollama",
  docsUrl: "https://ollama.com",
  mainTask: "text-generation",
  shows: isGgufModel,
  listedBy: LISTED_BY.ollama,
  snippets: (model, choice) => [
    shellSnippet(hubTagCommand("ollama run", "Ollama", model.id, choice)),
    openAiServerCall("http://localhost:11434", `hf.co/${repoWithQuant(model.id, choice)}`, model),
  ],
};
