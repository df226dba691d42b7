import { sh } from "../libraries/shared/code-template";
import { shellSnippet } from "../libraries/shared/snippet";
import type { LibrarySnippet } from "../libraries/types";
import type { ModelRecord } from "../model/model-record";
import { llamaCppModelOptions, repoWithQuant } from "./gguf-reference";
import { isMlxModel } from "./model-rules";
import type { GgufFileChoice } from "./types";

/** Where the local agents reach the model: the server localServerSteps starts. */
export const LOCAL_SERVER_URL = "http://127.0.0.1:8080/v1";

/** The agents' provider id of the server: MLX LM's for an MLX model, llama.cpp's otherwise. */
export function localServerProvider(model: ModelRecord): string {
  return isMlxModel(model) ? "mlx-lm" : "llama-cpp";
}

/** The model's name on that server: the repository for MLX, `REPO:QUANT` for llama.cpp. */
export function localServerModelName(model: ModelRecord, choice: GgufFileChoice | undefined): string {
  return isMlxModel(model) ? model.id : repoWithQuant(model.id, choice);
}

/**
 * Installing and starting the local OpenAI-compatible server an agent talks to, on port 8080:
 * MLX LM for an MLX model, llama.cpp with the chosen GGUF file otherwise.
 */
export function localServerSteps(model: ModelRecord, choice: GgufFileChoice | undefined): LibrarySnippet[] {
  if (isMlxModel(model)) {
    return [
      shellSnippet("uv tool install mlx-lm", "Install MLX LM"),
      shellSnippet(sh`mlx_lm.server --model ${model.id} --port 8080`, "Start the MLX LM server"),
    ];
  }
  return [
    shellSnippet("brew install llama.cpp", "Install llama.cpp"),
    shellSnippet(
      `llama-server --jinja ${llamaCppModelOptions(model.id, choice)}`,
      "Start the llama.cpp server",
    ),
  ];
}
