import { sh } from "../libraries/shared/code-template";
import { shellSnippet } from "../libraries/shared/snippet";
import type { GgufFileChoice, GgufRunner } from "./types";

/**
 * The model options of llama.cpp's tools: `-hf REPO:QUANT` when the file names its quant (the
 * tool then fetches every shard of that quant), else the exact file with `--hf-file`.
 */
function modelOptions({ repoId, file, quant }: GgufFileChoice): string {
  return quant === undefined ? sh`-hf ${repoId} --hf-file ${file}` : sh`-hf ${`${repoId}:${quant}`}`;
}

/** llama.cpp: the reference GGUF runtime, with a server (OpenAI-compatible API and web UI) and a CLI. */
export const llamaCpp: GgufRunner = {
  prettyLabel: "llama.cpp",
  docsUrl: "https://github.com/ggml-org/llama.cpp",
  snippets: (choice) => [
    shellSnippet(
      "# macOS and Linux; on Windows: winget install llama.cpp\nbrew install llama.cpp",
      "Install",
    ),
    shellSnippet(
      `# Start a local OpenAI-compatible server with a web UI on http://localhost:8080\nllama-server ${modelOptions(choice)}`,
      "Serve",
    ),
    shellSnippet(`# Chat in the terminal\nllama-cli ${modelOptions(choice)}`, "Chat"),
  ],
};
