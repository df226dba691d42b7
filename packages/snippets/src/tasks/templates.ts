import { CHAT_COMPLETION_TASKS } from "@modelhub/catalog";

// Which template renders each task. To add a task: map its pipeline tag to a template name here,
// give it an example input (inputs/task-inputs.ts) and a route in each provider that serves it.

/**
 * The request shapes snippets are written for. Every client declares which of them it can render;
 * a client without the task's template is left out of the list.
 */
export const TEMPLATE_NAMES = [
  "basic",
  "basicAudio",
  "basicImage",
  "conversational",
  "conversationalStream",
  "documentQuestionAnswering",
  "imageToImage",
  "imageToVideo",
  "questionAnswering",
  "tableQuestionAnswering",
  "tabular",
  "textToAudio",
  "textToImage",
  "textToSpeech",
  "textToVideo",
  "visualQuestionAnswering",
  "zeroShotClassification",
  "zeroShotImageClassification",
] as const;

export type TemplateName = (typeof TEMPLATE_NAMES)[number];

/** The task a chat model is called for, whatever its pipeline tag. */
export const CHAT_TASK = "conversational";

/** Pipeline tags the router serves, each with the template its snippets use (keys sorted). */
export const TEMPLATE_FOR_TASK = {
  "audio-classification": "basicAudio",
  "audio-to-audio": "basicAudio",
  "automatic-speech-recognition": "basicAudio",
  conversational: "conversational",
  "document-question-answering": "documentQuestionAnswering",
  "feature-extraction": "basic",
  "fill-mask": "basic",
  "image-classification": "basicImage",
  "image-segmentation": "basicImage",
  "image-text-to-image": "imageToImage",
  "image-text-to-video": "imageToVideo",
  "image-to-image": "imageToImage",
  "image-to-text": "basicImage",
  "image-to-video": "imageToVideo",
  "object-detection": "basicImage",
  "question-answering": "questionAnswering",
  "sentence-similarity": "basic",
  summarization: "basic",
  "table-question-answering": "tableQuestionAnswering",
  "tabular-classification": "tabular",
  "tabular-regression": "tabular",
  "text-classification": "basic",
  "text-generation": "basic",
  "text-to-audio": "textToAudio",
  "text-to-image": "textToImage",
  "text-to-speech": "textToSpeech",
  "text-to-video": "textToVideo",
  "token-classification": "basic",
  translation: "basic",
  "visual-question-answering": "visualQuestionAnswering",
  "zero-shot-classification": "zeroShotClassification",
  "zero-shot-image-classification": "zeroShotImageClassification",
} as const satisfies Record<string, TemplateName>;

/** A task snippets can be generated for: a routed pipeline tag, or "conversational" for chat. */
export type InferenceTask = keyof typeof TEMPLATE_FOR_TASK;

export function isInferenceTask(value: unknown): value is InferenceTask {
  return typeof value === "string" && Object.hasOwn(TEMPLATE_FOR_TASK, value);
}

/** The template for a task; chat streams when asked to. */
export function templateFor(task: InferenceTask, streaming: boolean): TemplateName {
  const template: TemplateName = TEMPLATE_FOR_TASK[task];
  return template === "conversational" && streaming ? "conversationalStream" : template;
}

/**
 * Whether a model is called through chat completions: every text-generation and
 * image-text-to-text model, tagged conversational or not, as the providers serve these tasks that
 * way (docs/decisions/078).
 */
export function isChatModel(model: { pipeline_tag?: string }): boolean {
  return model.pipeline_tag !== undefined && CHAT_COMPLETION_TASKS.has(model.pipeline_tag);
}
