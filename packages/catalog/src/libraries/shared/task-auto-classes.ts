/** An auto class for the model and one for its preprocessing. */
export interface AutoClasses {
  model: string;
  processor: string;
}

/**
 * The transformers auto classes that load a model for each pipeline task, and its preprocessing
 * class: what `pipeline(task)` itself loads. Used when a record has no `transformersInfo` (a dump
 * fetched without it). Tasks whose class depends on the architecture are left out: speech
 * recognition is CTC for wav2vec2 and sequence-to-sequence for Whisper.
 */
const TASK_AUTO_CLASSES: Readonly<Record<string, AutoClasses>> = {
  "audio-classification": { model: "AutoModelForAudioClassification", processor: "AutoFeatureExtractor" },
  "depth-estimation": { model: "AutoModelForDepthEstimation", processor: "AutoImageProcessor" },
  "document-question-answering": {
    model: "AutoModelForDocumentQuestionAnswering",
    processor: "AutoProcessor",
  },
  "feature-extraction": { model: "AutoModel", processor: "AutoTokenizer" },
  "fill-mask": { model: "AutoModelForMaskedLM", processor: "AutoTokenizer" },
  "image-classification": { model: "AutoModelForImageClassification", processor: "AutoImageProcessor" },
  "image-segmentation": { model: "AutoModelForImageSegmentation", processor: "AutoImageProcessor" },
  "image-text-to-text": { model: "AutoModelForImageTextToText", processor: "AutoProcessor" },
  "mask-generation": { model: "AutoModelForMaskGeneration", processor: "AutoProcessor" },
  "object-detection": { model: "AutoModelForObjectDetection", processor: "AutoImageProcessor" },
  "question-answering": { model: "AutoModelForQuestionAnswering", processor: "AutoTokenizer" },
  "sentence-similarity": { model: "AutoModel", processor: "AutoTokenizer" },
  summarization: { model: "AutoModelForSeq2SeqLM", processor: "AutoTokenizer" },
  "table-question-answering": { model: "AutoModelForTableQuestionAnswering", processor: "AutoTokenizer" },
  "text-classification": { model: "AutoModelForSequenceClassification", processor: "AutoTokenizer" },
  "text-generation": { model: "AutoModelForCausalLM", processor: "AutoTokenizer" },
  "text2text-generation": { model: "AutoModelForSeq2SeqLM", processor: "AutoTokenizer" },
  "token-classification": { model: "AutoModelForTokenClassification", processor: "AutoTokenizer" },
  translation: { model: "AutoModelForSeq2SeqLM", processor: "AutoTokenizer" },
  "video-classification": { model: "AutoModelForVideoClassification", processor: "AutoImageProcessor" },
  "visual-question-answering": { model: "AutoModelForVisualQuestionAnswering", processor: "AutoProcessor" },
  "zero-shot-classification": { model: "AutoModelForSequenceClassification", processor: "AutoTokenizer" },
  "zero-shot-image-classification": {
    model: "AutoModelForZeroShotImageClassification",
    processor: "AutoProcessor",
  },
  "zero-shot-object-detection": { model: "AutoModelForZeroShotObjectDetection", processor: "AutoProcessor" },
};

/**
 * Tasks that decoder-only language models also name as their pipeline tag (a translation LLM, a
 * medical question-answering one), whose classes above are an encoder-decoder or an extractive
 * head such a model has no weights for.
 */
const TASKS_CAUSAL_MODELS_CLAIM: ReadonlySet<string> = new Set([
  "question-answering",
  "summarization",
  "text2text-generation",
  "translation",
]);

/** What the functions below read of a model. */
interface TaskedModel {
  pipeline_tag?: string;
  tags: readonly string[];
  transformersInfo?: { auto_model?: unknown };
}

/**
 * Whether a model whose pipeline tag is one of TASKS_CAUSAL_MODELS_CLAIM is a causal language
 * model: tagged text-generation too (the tag the Hub gives such an architecture), or recorded as
 * loading with AutoModelForCausalLM. Its text-generation pipeline and classes are what load it.
 */
export function isCausalModelOfOtherTask(model: TaskedModel): boolean {
  return (
    model.pipeline_tag !== undefined &&
    TASKS_CAUSAL_MODELS_CLAIM.has(model.pipeline_tag) &&
    (model.tags.includes("text-generation") || model.transformersInfo?.auto_model === "AutoModelForCausalLM")
  );
}

/**
 * The auto classes that load a model by its pipeline tag (text generation's for a causal model of
 * another task), or undefined when the table has none.
 */
export function taskAutoClasses(model: TaskedModel): AutoClasses | undefined {
  const task = isCausalModelOfOtherTask(model) ? "text-generation" : model.pipeline_tag;
  return task !== undefined && Object.hasOwn(TASK_AUTO_CLASSES, task) ? TASK_AUTO_CLASSES[task] : undefined;
}
