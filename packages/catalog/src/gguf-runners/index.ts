// The registry of local GGUF runners, keyed by id. To add one: write `gguf-runners/<id>.ts`
// exporting its GgufRunner, import it here and add its key (imports and keys sorted).
import { dockerModelRunner } from "./docker-model-runner";
import { llamaCpp } from "./llama-cpp";
import { nodeLlamaCpp } from "./node-llama-cpp";
import { ollama } from "./ollama";
import type { GgufRunner } from "./types";

export const GGUF_RUNNERS = {
  "docker-model-runner": dockerModelRunner,
  "llama.cpp": llamaCpp,
  "node-llama-cpp": nodeLlamaCpp,
  ollama,
} as const satisfies Record<string, GgufRunner>;

/** Id of a GGUF runner, e.g. "llama.cpp". */
export type GgufRunnerKey = keyof typeof GGUF_RUNNERS;
