import { reencode } from "../inputs/file-ref";
import type { InferenceTask } from "../tasks/templates";
import { chatRoute, completionsRoute, genericBody } from "./shapes";
import type { ProviderDefinition, ProviderRoute } from "./types";

// Hugging Face's own serverless inference: the generic `{inputs, parameters}` body (or the file
// itself) posted to models/<id>; text generation and chat use the OpenAI-compatible routes.

const ROUTER_BASE = "https://router.huggingface.co/hf-inference";

function modelRoute(output: "json" | "bytes" = "json"): ProviderRoute {
  return { path: (id) => `models/${id}`, body: genericBody, output };
}

/** feature-extraction and sentence-similarity share models, so the pipeline is named in the path. */
function pipelineRoute(task: InferenceTask): ProviderRoute {
  return { path: (id) => `models/${id}/pipeline/${task}`, body: genericBody };
}

const segmentation: ProviderRoute = {
  path: (id) => `models/${id}`,
  body: (args) => ({ json: { ...args.inputs, inputs: reencode(args.inputs.inputs, "base64") ?? null } }),
};

export const hfInference: ProviderDefinition = {
  baseUrl: ROUTER_BASE,
  tasks: {
    "audio-classification": modelRoute(),
    "audio-to-audio": modelRoute(),
    "automatic-speech-recognition": modelRoute(),
    conversational: {
      ...chatRoute(),
      path: (id) => `models/${id}/v1/chat/completions`,
    },
    "document-question-answering": modelRoute(),
    "feature-extraction": pipelineRoute("feature-extraction"),
    "fill-mask": modelRoute(),
    "image-classification": modelRoute(),
    "image-segmentation": segmentation,
    "image-to-image": modelRoute("bytes"),
    "image-to-text": modelRoute(),
    "object-detection": modelRoute(),
    "question-answering": modelRoute(),
    "sentence-similarity": pipelineRoute("sentence-similarity"),
    summarization: modelRoute(),
    "table-question-answering": modelRoute(),
    "tabular-classification": modelRoute(),
    "tabular-regression": modelRoute(),
    "text-classification": modelRoute(),
    "text-generation": { ...completionsRoute(), path: (id) => `models/${id}/v1/completions` },
    "text-to-audio": modelRoute("bytes"),
    "text-to-image": modelRoute("bytes"),
    "text-to-speech": modelRoute("bytes"),
    "token-classification": modelRoute(),
    translation: modelRoute(),
    "visual-question-answering": modelRoute(),
    "zero-shot-classification": modelRoute(),
    "zero-shot-image-classification": modelRoute(),
  },
};
