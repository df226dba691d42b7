import { shellSnippet } from "../libraries/shared/snippet";
import { llamaCppModelOptions, repoWithQuant } from "./gguf-reference";
import { LISTED_BY } from "./listing-rules";
import { isGgufModel } from "./model-rules";
import { openAiServerCall } from "./server-call";
import type { LocalApp } from "./types";

/** llama.cpp: the reference GGUF runtime, with a server (OpenAI-compatible API and web UI) and a CLI. */
export const llamaCpp: LocalApp = {
  prettyLabel: "llama.cpp",
  docsUrl: "https://github.com/ggml-org/llama.cpp",
  mainTask: "text-generation",
  shows: isGgufModel,
  listedBy: LISTED_BY["llama.cpp"],
  snippets: (model, choice) => [
    shellSnippet(
      "# macOS and Linux; on Windows: winget install llama.cpp\nbrew install llama.cpp",
      "Install",
    ),
    shellSnippet(
      `# Start a local OpenAI-compatible server with a web UI on http://localhost:8080\nllama-server ${llamaCppModelOptions(model.id, choice)}`,
      "Serve",
    ),
    // The server answers for whatever model name it is sent; the name says which quant runs.
    openAiServerCall("http://localhost:8080", repoWithQuant(model.id, choice), model),
    shellSnippet(`# Chat in the terminal\nllama-cli ${llamaCppModelOptions(model.id, choice)}`, "Chat"),
  ],
};
