// Which tasks each model library serves. To add a library's tasks: add its registry key below
// (keys sorted) with its pipeline types (sorted, unique); the types and a test hold you to it.
import type { PipelineType } from "../tasks/pipelines";
import type { ModelLibraryKey } from "./index";

/**
 * The tasks the hosted inference service runs for each library; (library, task) pairs not listed
 * here are not served. Keys sorted; tasks sorted within each library.
 */
export const LIBRARY_TASK_MAPPING: Partial<Record<ModelLibraryKey, readonly PipelineType[]>> = {
  "adapter-transformers": ["question-answering", "text-classification", "token-classification"],
  allennlp: ["question-answering"],
  asteroid: ["audio-to-audio"],
  bertopic: ["text-classification"],
  diffusers: ["image-to-image", "text-to-image"],
  doctr: ["object-detection"],
  espnet: ["automatic-speech-recognition", "text-to-speech"],
  fairseq: ["audio-to-audio", "text-to-speech"],
  fastai: ["image-classification"],
  fasttext: ["feature-extraction", "text-classification"],
  flair: ["token-classification"],
  k2: ["automatic-speech-recognition"],
  keras: ["image-classification"],
  mindspore: ["image-classification"],
  nemo: ["automatic-speech-recognition"],
  open_clip: ["zero-shot-classification", "zero-shot-image-classification"],
  paddlenlp: ["fill-mask", "summarization", "zero-shot-classification"],
  peft: ["text-generation"],
  "pyannote-audio": ["automatic-speech-recognition"],
  "sentence-transformers": ["feature-extraction", "sentence-similarity"],
  setfit: ["text-classification"],
  sklearn: ["tabular-classification", "tabular-regression", "text-classification"],
  spacy: ["sentence-similarity", "text-classification", "token-classification"],
  "span-marker": ["token-classification"],
  speechbrain: ["audio-classification", "audio-to-audio", "automatic-speech-recognition", "text-to-speech"],
  stanza: ["token-classification"],
  timm: ["image-classification", "image-feature-extraction"],
  transformers: [
    "audio-classification",
    "automatic-speech-recognition",
    "depth-estimation",
    "document-question-answering",
    "feature-extraction",
    "fill-mask",
    "image-classification",
    "image-feature-extraction",
    "image-segmentation",
    "image-text-to-text",
    "image-to-image",
    "image-to-text",
    "mask-generation",
    "object-detection",
    "question-answering",
    "summarization",
    "table-question-answering",
    "text-classification",
    "text-generation",
    "text-to-audio",
    "text-to-speech",
    "token-classification",
    "translation",
    "video-classification",
    "visual-question-answering",
    "zero-shot-classification",
    "zero-shot-image-classification",
    "zero-shot-object-detection",
  ],
};

/** Transformers pipelines that version 5 of the library no longer ships (they exist in 4.x). */
export const REMOVED_IN_TRANSFORMERS_V5: readonly PipelineType[] = [
  "image-to-text",
  "summarization",
  "translation",
];

/** The tasks served for a library, or an empty list. */
export function tasksOfLibrary(libraryName: string): readonly PipelineType[] {
  return Object.hasOwn(LIBRARY_TASK_MAPPING, libraryName)
    ? (LIBRARY_TASK_MAPPING[libraryName as ModelLibraryKey] ?? [])
    : [];
}
