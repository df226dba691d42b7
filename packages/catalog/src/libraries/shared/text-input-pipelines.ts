/**
 * Pipeline tasks that take one text argument, so a model's widget text makes a ready call of its
 * pipeline, in transformers (Python) and transformers.js alike.
 */
export const TEXT_INPUT_PIPELINES: ReadonlySet<string> = new Set([
  "feature-extraction",
  "fill-mask",
  "summarization",
  "text-classification",
  "text-generation",
  "text-to-audio",
  "text-to-speech",
  "token-classification",
  "translation",
]);
