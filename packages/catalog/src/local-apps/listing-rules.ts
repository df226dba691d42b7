// Which models a listing finds for each local app: the app's rule (`shows`) as conditions on what
// an import reads from a record. Apart from the apps' files, whose commands it does not need, so
// that the store's parsing worker loads it through the light entry (records.ts).
import { hasLoadableGgufFile } from "../libraries/shared/gguf-file";
import type { ModelRecord, ModelRowFields } from "../model/model-record";
import { chatTemplate, hasServableWeights } from "./model-rules";

/**
 * One way a model qualifies for an app's listing: every condition given holds. The same
 * conditions as the app's rule (`shows`), but for `ggufFile`, which stands for "a GGUF model"
 * (the rule's GGUF metadata) and reads the file list instead, as the store's GGUF tag does.
 */
export interface ListedWhen {
  /** The model has a loadable .gguf file (the store's derived tag of GGUF models). */
  ggufFile?: true;
  /** Tags the model carries, all of them. */
  tags?: readonly string[];
  /** Its task. */
  pipelineTag?: string;
  /** Its library. */
  library?: string;
  /** config.json's quantisation is one a GPU serving engine loads, or it is a transformers model. */
  servableWeights?: true;
  /** Its chat template mentions tools (the agents' rule, with a GGUF file or the mlx tag). */
  toolCallingTemplate?: true;
}

const GGUF: readonly ListedWhen[] = [{ ggufFile: true }];
const GGUF_OR_MLX: readonly ListedWhen[] = [{ ggufFile: true }, { tags: ["mlx"] }];
/** Servable weights for text or image-text generation (SGLang, and vLLM's non-GGUF models). */
const SERVABLE_GENERATION: readonly ListedWhen[] = [
  { servableWeights: true, pipelineTag: "text-generation" },
  { servableWeights: true, pipelineTag: "image-text-to-text" },
];
/** A conversational GGUF or MLX model whose chat template handles tools (the agents). */
const TOOL_CALLING_AGENT: readonly ListedWhen[] = [
  { ggufFile: true, tags: ["conversational"], toolCallingTemplate: true },
  { tags: ["mlx", "conversational"], toolCallingTemplate: true },
];

/** Each app's listing conditions, by app id (the keys of LOCAL_APPS): any one of them. */
export const LISTED_BY = {
  "atomic-chat": GGUF_OR_MLX,
  backyard: GGUF,
  diffusionbee: [{ library: "diffusers", pipelineTag: "text-to-image" }],
  "docker-model-runner": [{ ggufFile: true }, ...SERVABLE_GENERATION],
  drawthings: [
    { library: "diffusers", pipelineTag: "text-to-image" },
    { library: "diffusers", tags: ["lora"] },
  ],
  "hermes-agent": TOOL_CALLING_AGENT,
  jan: GGUF,
  jellybox: [
    { ggufFile: true },
    { library: "diffusers", tags: ["safetensors"], pipelineTag: "text-to-image" },
    { library: "diffusers", tags: ["safetensors", "lora"] },
  ],
  joyfusion: [{ tags: ["coreml", "joyfusion"], pipelineTag: "text-to-image" }],
  lemonade: [{ ggufFile: true }, { tags: ["ryzenai-hybrid"] }, { tags: ["ryzenai-npu"] }],
  "llama.cpp": GGUF,
  lmstudio: GGUF_OR_MLX,
  localai: GGUF,
  "mlx-lm": [{ pipelineTag: "text-generation", tags: ["mlx"] }],
  msty: GGUF,
  "node-llama-cpp": GGUF,
  ollama: GGUF,
  openclaw: TOOL_CALLING_AGENT,
  pi: TOOL_CALLING_AGENT,
  recursechat: GGUF,
  sglang: SERVABLE_GENERATION,
  tgi: [{ tags: ["text-generation-inference"] }],
  unsloth: [{ tags: ["unsloth"] }, { ggufFile: true }],
  vllm: [
    ...SERVABLE_GENERATION,
    { ggufFile: true, pipelineTag: "text-generation" },
    { ggufFile: true, pipelineTag: "image-text-to-text" },
  ],
} as const satisfies Record<string, readonly ListedWhen[]>;

/**
 * The record's documents the conditions read beyond a row's fields: config.json and the GGUF
 * metadata, as normalized or as the raw record holds them (the rules check each field they read).
 */
export interface ListingDocuments {
  config?: Record<string, unknown>;
  gguf?: Record<string, unknown>;
}

/**
 * Whether a model meets `when`. `documents` are the record's own: config.json (with
 * tokenizer_config.json) and the GGUF metadata, where the quantisation and chat template are.
 */
export function listedWhenHolds(
  when: ListedWhen,
  model: ModelRowFields,
  documents: ListingDocuments,
): boolean {
  if (when.ggufFile && !hasLoadableGgufFile(model)) return false;
  if (when.tags && !when.tags.every((tag) => model.tags.includes(tag))) return false;
  if (when.pipelineTag !== undefined && model.pipeline_tag !== when.pipelineTag) return false;
  if (when.library !== undefined && model.library_name !== when.library) return false;
  const record = { ...model, ...documents } as ModelRecord;
  if (when.servableWeights && !hasServableWeights(record)) return false;
  return !when.toolCallingTemplate || (chatTemplate(record)?.includes("tools") ?? false);
}
