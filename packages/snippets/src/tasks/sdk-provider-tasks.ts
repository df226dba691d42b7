import { getProviderDefinition, INFERENCE_PROVIDERS } from "../providers/index";
import type { InferenceTask } from "./templates";

// The tasks each SDK can send to each provider (its provider helpers). An SDK snippet whose call
// the SDK would refuse ("task not supported for provider P") is left out; the raw clients remain.
// Custom endpoints go through the SDKs' hf-inference helper. Routed chat needs no helper (the
// router picks the provider named in the model), so chat is not looked up here.

/** huggingface_hub's provider helpers, by provider (huggingface_hub 1.28, August 2026). */
export const PYTHON_SDK_PROVIDER_TASKS: Readonly<Record<string, readonly InferenceTask[]>> = {
  baseten: ["conversational"],
  cerebras: ["conversational"],
  cohere: ["conversational"],
  deepinfra: [
    "automatic-speech-recognition",
    "conversational",
    "feature-extraction",
    "text-generation",
    "text-to-speech",
  ],
  "fal-ai": [
    "automatic-speech-recognition",
    "image-segmentation",
    "image-to-image",
    "image-to-video",
    "text-to-image",
    "text-to-speech",
    "text-to-video",
  ],
  "featherless-ai": ["conversational", "text-generation"],
  "fireworks-ai": ["conversational"],
  groq: ["conversational"],
  "hf-inference": [
    "audio-classification",
    "audio-to-audio",
    "automatic-speech-recognition",
    "conversational",
    "document-question-answering",
    "feature-extraction",
    "fill-mask",
    "image-classification",
    "image-segmentation",
    "image-to-image",
    "image-to-text",
    "object-detection",
    "question-answering",
    "sentence-similarity",
    "summarization",
    "table-question-answering",
    "tabular-classification",
    "text-classification",
    "text-generation",
    "text-to-image",
    "text-to-speech",
    "token-classification",
    "translation",
    "visual-question-answering",
    "zero-shot-classification",
    "zero-shot-image-classification",
  ],
  novita: ["conversational", "text-generation", "text-to-video"],
  nscale: ["conversational", "text-to-image"],
  openai: ["conversational"],
  ovhcloud: ["conversational"],
  publicai: ["conversational"],
  replicate: [
    "automatic-speech-recognition",
    "image-to-image",
    "text-to-image",
    "text-to-speech",
    "text-to-video",
  ],
  scaleway: ["conversational", "feature-extraction"],
  together: [
    "conversational",
    "feature-extraction",
    "image-to-image",
    "image-to-video",
    "text-generation",
    "text-to-image",
    "text-to-speech",
    "text-to-video",
  ],
  wavespeed: ["image-to-image", "image-to-video", "text-to-image", "text-to-video"],
  "zai-org": ["conversational", "text-to-image"],
};

/** @huggingface/inference's hf-inference helper (version 4.13). */
const JS_SDK_HF_INFERENCE_TASKS: readonly InferenceTask[] = [
  "audio-classification",
  "audio-to-audio",
  "automatic-speech-recognition",
  "conversational",
  "document-question-answering",
  "feature-extraction",
  "fill-mask",
  "image-classification",
  "image-segmentation",
  "image-to-image",
  "image-to-text",
  "object-detection",
  "question-answering",
  "sentence-similarity",
  "summarization",
  "table-question-answering",
  "tabular-classification",
  "tabular-regression",
  "text-classification",
  "text-generation",
  "text-to-audio",
  "text-to-image",
  "text-to-speech",
  "token-classification",
  "translation",
  "visual-question-answering",
  "zero-shot-classification",
  "zero-shot-image-classification",
];

/**
 * Whether the SDK's helper for the provider a call goes through serves the task. `tasksByProvider`
 * lists every provider the SDK has a helper for.
 */
export function sdkProviderServes(
  tasksByProvider: Readonly<Record<string, readonly InferenceTask[]>>,
  provider: string,
  task: InferenceTask,
  endpointUrl: string | undefined,
): boolean {
  // "auto": the SDK picks one of the model's providers, so one of its helpers must serve the task.
  if (provider === "auto" && endpointUrl === undefined) {
    return Object.values(tasksByProvider).some((tasks) => tasks.includes(task));
  }
  const tasks = tasksByProvider[endpointUrl === undefined ? provider : "hf-inference"];
  // A provider unknown to the table (registered by a user) is left to the SDK.
  return tasks === undefined || tasks.includes(task);
}

/**
 * @huggingface/inference's provider helpers: hf-inference's above, and each other built-in
 * provider's routes in providers/, which were written from its helpers.
 */
export const JS_SDK_PROVIDER_TASKS: Readonly<Record<string, readonly InferenceTask[]>> = {
  ...Object.fromEntries(
    INFERENCE_PROVIDERS.map((provider) => [
      provider,
      Object.keys(getProviderDefinition(provider)?.tasks ?? {}) as InferenceTask[],
    ]),
  ),
  "hf-inference": JS_SDK_HF_INFERENCE_TASKS,
};
