// The conditions the reference's local apps decide their display on, read from a model record.
import type { ModelRecord } from "../model/model-record";

/** A GGUF model the Hub read metadata from: its `gguf` field states a context length. */
export function isGgufModel(model: ModelRecord): boolean {
  return Boolean(model.gguf?.context_length);
}

/** The quantisation method config.json declares (e.g. "awq", "gptq"), if any. */
function quantMethod(model: ModelRecord): unknown {
  const quantization = model.config?.quantization_config;
  return typeof quantization === "object" && quantization !== null
    ? (quantization as Record<string, unknown>).quant_method
    : undefined;
}

const SERVABLE_QUANT_METHODS = new Set(["awq", "gptq", "aqlm", "marlin"]);

/** Weights a GPU serving engine loads: AWQ, GPTQ, AQLM or Marlin quantised, or a transformers model. */
export function hasServableWeights(model: ModelRecord): boolean {
  const method = quantMethod(model);
  return (
    (typeof method === "string" && SERVABLE_QUANT_METHODS.has(method)) || model.tags.includes("transformers")
  );
}

/** A text or image-text generation model: the tasks the serving engines' chat APIs answer. */
export function isGenerationModel(model: ModelRecord): boolean {
  return model.pipeline_tag === "text-generation" || model.pipeline_tag === "image-text-to-text";
}

/** A model vLLM serves: servable or GGUF weights, for text or image-text generation. */
export function isVllmModel(model: ModelRecord): boolean {
  return (hasServableWeights(model) || isGgufModel(model)) && isGenerationModel(model);
}

/** Converted for Apple's MLX. */
export function isMlxModel(model: ModelRecord): boolean {
  return model.tags.includes("mlx");
}

/** Built for AMD Ryzen AI (NPU or hybrid ONNX). */
export function isRyzenAiModel(model: ModelRecord): boolean {
  return model.tags.includes("ryzenai-hybrid") || model.tags.includes("ryzenai-npu");
}

/** A diffusers model. */
export function isDiffusersModel(model: ModelRecord): boolean {
  return model.library_name === "diffusers";
}

/**
 * The model's chat template: the GGUF metadata's, else the chat_template.jinja file's, else
 * tokenizer_config.json's (the first of a list of named templates).
 */
export function chatTemplate(model: ModelRecord): string | undefined {
  const tokenizerConfig = model.config?.tokenizer_config;
  const template =
    model.gguf?.chat_template ??
    model.config?.chat_template_jinja ??
    (typeof tokenizerConfig === "object" && tokenizerConfig !== null
      ? (tokenizerConfig as Record<string, unknown>).chat_template
      : undefined);
  if (typeof template === "string") return template;
  if (Array.isArray(template)) {
    const first: unknown = template[0];
    const named =
      typeof first === "object" && first !== null ? (first as Record<string, unknown>).template : undefined;
    return typeof named === "string" ? named : undefined;
  }
  return undefined;
}

/** A chat model a local agent can drive: GGUF or MLX, whose chat template handles tools. */
export function isToolCallingAgentModel(model: ModelRecord): boolean {
  return (
    (isGgufModel(model) || isMlxModel(model)) &&
    model.tags.includes("conversational") &&
    (chatTemplate(model)?.includes("tools") ?? false)
  );
}
