import { sh } from "../libraries/shared/code-template";
import { shellSnippet } from "../libraries/shared/snippet";
import type { ModelRecord } from "../model/model-record";
import { hubTagCommand } from "./gguf-reference";
import { LISTED_BY } from "./listing-rules";
import { isGgufModel, isVllmModel } from "./model-rules";
import type { GgufFileChoice, LocalApp } from "./types";

/**
 * `docker model run hf.co/REPO`, with the chosen quant for a GGUF model; other weights (served
 * with vLLM) have no quant tag.
 */
export function dockerModelRunCommand(model: ModelRecord, choice: GgufFileChoice | undefined): string {
  if (isGgufModel(model) || choice !== undefined) {
    return hubTagCommand("docker model run", "Docker Model Runner", model.id, choice);
  }
  return sh`docker model run ${`hf.co/${model.id}`}`;
}

/** Docker Model Runner: runs GGUF models, and others through vLLM, from the Hub as `hf.co/REPO:QUANT`. */
export const dockerModelRunner: LocalApp = {
  prettyLabel: "Docker Model Runner",
  docsUrl: "https://docs.docker.com/ai/model-runner/",
  mainTask: "text-generation",
  shows: (model) => isGgufModel(model) || isVllmModel(model),
  listedBy: LISTED_BY["docker-model-runner"],
  snippets: (model, choice) => [shellSnippet(dockerModelRunCommand(model, choice))],
};
