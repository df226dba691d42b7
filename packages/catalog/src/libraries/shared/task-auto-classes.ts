/**
 * The transformers auto classes that load a model for each pipeline task, and its preprocessing
 * class: what `pipeline(task)` itself loads. Used when a record has no `transformersInfo` (a dump
 * fetched without it). Tasks whose class depends on the architecture are left out: speech
 * recognition is CTC for wav2vec2 and sequence-to-sequence for Whisper.
 */
export const TASK_AUTO_CLASSES: Readonly<Record<string, { model: string; processor: string }>> = {
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
