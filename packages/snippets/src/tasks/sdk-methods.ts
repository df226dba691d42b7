import type { InferenceTask } from "./templates";

// The method of each SDK client that calls a task. A task missing from a column has no method in
// that SDK, and the SDK's snippet is left out. To add one: put the method name under its task.

/**
 * Methods of huggingface_hub's InferenceClient (Python), by task. It has none for text-to-audio,
 * image-text-to-image or image-text-to-video (checked against its current release).
 */
export const PYTHON_SDK_METHODS: Partial<Record<InferenceTask, string>> = {
  "audio-classification": "audio_classification",
  "audio-to-audio": "audio_to_audio",
  "automatic-speech-recognition": "automatic_speech_recognition",
  "document-question-answering": "document_question_answering",
  "feature-extraction": "feature_extraction",
  "fill-mask": "fill_mask",
  "image-classification": "image_classification",
  "image-segmentation": "image_segmentation",
  "image-to-image": "image_to_image",
  "image-to-text": "image_to_text",
  "image-to-video": "image_to_video",
  "object-detection": "object_detection",
  "question-answering": "question_answering",
  "sentence-similarity": "sentence_similarity",
  summarization: "summarization",
  "table-question-answering": "table_question_answering",
  "tabular-classification": "tabular_classification",
  "tabular-regression": "tabular_regression",
  "text-classification": "text_classification",
  "text-generation": "text_generation",
  "text-to-image": "text_to_image",
  "text-to-speech": "text_to_speech",
  "text-to-video": "text_to_video",
  "token-classification": "token_classification",
  translation: "translation",
  "visual-question-answering": "visual_question_answering",
  "zero-shot-classification": "zero_shot_classification",
  "zero-shot-image-classification": "zero_shot_image_classification",
};

/** Methods of @huggingface/inference's InferenceClient (JavaScript), by task. */
export const JS_SDK_METHODS: Partial<Record<InferenceTask, string>> = {
  "audio-classification": "audioClassification",
  "audio-to-audio": "audioToAudio",
  "automatic-speech-recognition": "automaticSpeechRecognition",
  "document-question-answering": "documentQuestionAnswering",
  "feature-extraction": "featureExtraction",
  "fill-mask": "fillMask",
  "image-classification": "imageClassification",
  "image-segmentation": "imageSegmentation",
  "image-text-to-image": "imageTextToImage",
  "image-text-to-video": "imageTextToVideo",
  "image-to-image": "imageToImage",
  "image-to-text": "imageToText",
  "image-to-video": "imageToVideo",
  "object-detection": "objectDetection",
  "question-answering": "questionAnswering",
  "sentence-similarity": "sentenceSimilarity",
  summarization: "summarization",
  "table-question-answering": "tableQuestionAnswering",
  "tabular-classification": "tabularClassification",
  "tabular-regression": "tabularRegression",
  "text-classification": "textClassification",
  "text-generation": "textGeneration",
  "text-to-audio": "textToAudio",
  "text-to-image": "textToImage",
  "text-to-speech": "textToSpeech",
  "text-to-video": "textToVideo",
  "token-classification": "tokenClassification",
  translation: "translation",
  "visual-question-answering": "visualQuestionAnswering",
  "zero-shot-classification": "zeroShotClassification",
  "zero-shot-image-classification": "zeroShotImageClassification",
};
