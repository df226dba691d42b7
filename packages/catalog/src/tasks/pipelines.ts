// The pipeline (task) catalogue: every task type a model or dataset can be tagged with.
// To add a task: add its entry below under its public id (keys sorted), then give it a page in
// `details/index.ts` or say why not in `TASKS_WITHOUT_PAGE` (a test checks every id is placed).

/** Modalities in the order listings show them. */
export const MODALITIES = ["multimodal", "nlp", "cv", "audio", "tabular", "rl", "other"] as const;

export type Modality = (typeof MODALITIES)[number];

/** Display label of each modality. */
export const MODALITY_LABELS = {
  multimodal: "Multimodal",
  nlp: "Natural Language Processing",
  cv: "Computer Vision",
  audio: "Audio",
  tabular: "Tabular",
  rl: "Reinforcement Learning",
  other: "Other",
} satisfies Record<Modality, string>;

/** A finer-grained kind of a task, used as a dataset tag (`task_ids:<type>`). */
export interface Subtask {
  /** Public id of the subtask. */
  type: string;
  /** Display name. */
  name: string;
}

/** One task type of the catalogue. */
export interface PipelineEntry {
  /** Display name. */
  name: string;
  /** The modality the task belongs to; listings group tasks by it. */
  modality: Modality;
  /** Finer-grained kinds of the task. */
  subtasks?: readonly Subtask[];
  /** Not offered as a filter on the model listing. */
  hideInModels?: boolean;
  /** Not offered as a filter on the dataset listing. */
  hideInDatasets?: boolean;
}

export const PIPELINES = {
  "any-to-any": {
    name: "Any-to-Any",
    modality: "multimodal",
  },
  "audio-classification": {
    name: "Audio Classification",
    modality: "audio",
    subtasks: [
      { type: "keyword-spotting", name: "Keyword Spotting" },
      { type: "speaker-identification", name: "Speaker Identification" },
      { type: "audio-intent-classification", name: "Audio Intent Classification" },
      { type: "audio-emotion-recognition", name: "Audio Emotion Recognition" },
      { type: "audio-language-identification", name: "Audio Language Identification" },
    ],
  },
  "audio-text-to-text": {
    name: "Audio-Text-to-Text",
    modality: "multimodal",
    hideInDatasets: true,
  },
  "audio-to-audio": {
    name: "Audio-to-Audio",
    modality: "audio",
  },
  "automatic-speech-recognition": {
    name: "Automatic Speech Recognition",
    modality: "audio",
  },
  "depth-estimation": {
    name: "Depth Estimation",
    modality: "cv",
  },
  "document-question-answering": {
    name: "Document Question Answering",
    modality: "multimodal",
    subtasks: [{ type: "document-question-answering", name: "Document Question Answering" }],
    hideInDatasets: true,
  },
  "feature-extraction": {
    name: "Feature Extraction",
    modality: "nlp",
  },
  "fill-mask": {
    name: "Fill-Mask",
    modality: "nlp",
    subtasks: [
      { type: "slot-filling", name: "Slot Filling" },
      { type: "masked-language-modeling", name: "Masked Language Modeling" },
    ],
  },
  "graph-ml": {
    name: "Graph Machine Learning",
    modality: "other",
  },
  "image-classification": {
    name: "Image Classification",
    modality: "cv",
    subtasks: [
      { type: "multi-label-image-classification", name: "Multi Label Image Classification" },
      { type: "multi-class-image-classification", name: "Multi Class Image Classification" },
    ],
  },
  "image-feature-extraction": {
    name: "Image Feature Extraction",
    modality: "cv",
  },
  "image-segmentation": {
    name: "Image Segmentation",
    modality: "cv",
    subtasks: [
      { type: "instance-segmentation", name: "Instance Segmentation" },
      { type: "semantic-segmentation", name: "Semantic Segmentation" },
      { type: "panoptic-segmentation", name: "Panoptic Segmentation" },
    ],
  },
  "image-text-to-image": {
    name: "Image-Text-to-Image",
    modality: "multimodal",
  },
  "image-text-to-text": {
    name: "Image-Text-to-Text",
    modality: "multimodal",
  },
  "image-text-to-video": {
    name: "Image-Text-to-Video",
    modality: "multimodal",
  },
  "image-to-3d": {
    name: "Image-to-3D",
    modality: "cv",
  },
  "image-to-image": {
    name: "Image-to-Image",
    modality: "cv",
    subtasks: [
      { type: "image-inpainting", name: "Image Inpainting" },
      { type: "image-colorization", name: "Image Colorization" },
      { type: "super-resolution", name: "Super Resolution" },
    ],
  },
  "image-to-text": {
    name: "Image-to-Text",
    modality: "cv",
    subtasks: [{ type: "image-captioning", name: "Image Captioning" }],
  },
  "image-to-video": {
    name: "Image-to-Video",
    modality: "cv",
  },
  "keypoint-detection": {
    name: "Keypoint Detection",
    modality: "cv",
    subtasks: [{ type: "pose-estimation", name: "Pose Estimation" }],
    hideInDatasets: true,
  },
  "mask-generation": {
    name: "Mask Generation",
    modality: "cv",
  },
  "multiple-choice": {
    name: "Multiple Choice",
    modality: "nlp",
    subtasks: [
      { type: "multiple-choice-qa", name: "Multiple Choice QA" },
      { type: "multiple-choice-coreference-resolution", name: "Multiple Choice Coreference Resolution" },
    ],
    hideInModels: true,
  },
  "object-detection": {
    name: "Object Detection",
    modality: "cv",
    subtasks: [
      { type: "face-detection", name: "Face Detection" },
      { type: "vehicle-detection", name: "Vehicle Detection" },
    ],
  },
  other: {
    name: "Other",
    modality: "other",
    hideInModels: true,
    hideInDatasets: true,
  },
  "question-answering": {
    name: "Question Answering",
    modality: "nlp",
    subtasks: [
      { type: "extractive-qa", name: "Extractive QA" },
      { type: "open-domain-qa", name: "Open Domain QA" },
      { type: "closed-domain-qa", name: "Closed Domain QA" },
    ],
  },
  "reinforcement-learning": {
    name: "Reinforcement Learning",
    modality: "rl",
  },
  robotics: {
    name: "Robotics",
    modality: "rl",
    subtasks: [
      { type: "grasping", name: "Grasping" },
      { type: "task-planning", name: "Task Planning" },
    ],
  },
  "sentence-similarity": {
    name: "Sentence Similarity",
    modality: "nlp",
  },
  summarization: {
    name: "Summarization",
    modality: "nlp",
    subtasks: [
      { type: "news-articles-summarization", name: "News Articles Summarization" },
      { type: "news-articles-headline-generation", name: "News Articles Headline Generation" },
    ],
  },
  "table-question-answering": {
    name: "Table Question Answering",
    modality: "nlp",
  },
  "table-to-text": {
    name: "Table to Text",
    modality: "nlp",
    hideInModels: true,
  },
  "tabular-classification": {
    name: "Tabular Classification",
    modality: "tabular",
    subtasks: [
      { type: "tabular-multi-class-classification", name: "Tabular Multi Class Classification" },
      { type: "tabular-multi-label-classification", name: "Tabular Multi Label Classification" },
    ],
  },
  "tabular-regression": {
    name: "Tabular Regression",
    modality: "tabular",
    subtasks: [{ type: "tabular-single-column-regression", name: "Tabular Single Column Regression" }],
  },
  "tabular-to-text": {
    name: "Tabular to Text",
    modality: "tabular",
    subtasks: [{ type: "rdf-to-text", name: "RDF to text" }],
    hideInModels: true,
  },
  "text-classification": {
    name: "Text Classification",
    modality: "nlp",
    subtasks: [
      { type: "acceptability-classification", name: "Acceptability Classification" },
      { type: "entity-linking-classification", name: "Entity Linking Classification" },
      { type: "fact-checking", name: "Fact Checking" },
      { type: "intent-classification", name: "Intent Classification" },
      { type: "language-identification", name: "Language Identification" },
      { type: "multi-class-classification", name: "Multi Class Classification" },
      { type: "multi-label-classification", name: "Multi Label Classification" },
      { type: "multi-input-text-classification", name: "Multi-input Text Classification" },
      { type: "natural-language-inference", name: "Natural Language Inference" },
      { type: "semantic-similarity-classification", name: "Semantic Similarity Classification" },
      { type: "sentiment-classification", name: "Sentiment Classification" },
      { type: "topic-classification", name: "Topic Classification" },
      { type: "semantic-similarity-scoring", name: "Semantic Similarity Scoring" },
      { type: "sentiment-scoring", name: "Sentiment Scoring" },
      { type: "sentiment-analysis", name: "Sentiment Analysis" },
      { type: "hate-speech-detection", name: "Hate Speech Detection" },
      { type: "text-scoring", name: "Text Scoring" },
    ],
  },
  "text-generation": {
    name: "Text Generation",
    modality: "nlp",
    subtasks: [
      { type: "dialogue-modeling", name: "Dialogue Modeling" },
      { type: "dialogue-generation", name: "Dialogue Generation" },
      { type: "conversational", name: "Conversational" },
      { type: "language-modeling", name: "Language Modeling" },
      { type: "text-simplification", name: "Text simplification" },
      { type: "explanation-generation", name: "Explanation Generation" },
      { type: "abstractive-qa", name: "Abstractive QA" },
      { type: "open-domain-abstractive-qa", name: "Open Domain Abstractive QA" },
      { type: "closed-domain-qa", name: "Closed Domain QA" },
      { type: "open-book-qa", name: "Open Book QA" },
      { type: "closed-book-qa", name: "Closed Book QA" },
      { type: "text2text-generation", name: "Text2Text Generation" },
    ],
  },
  "text-ranking": {
    name: "Text Ranking",
    modality: "nlp",
  },
  "text-retrieval": {
    name: "Text Retrieval",
    modality: "nlp",
    subtasks: [
      { type: "document-retrieval", name: "Document Retrieval" },
      { type: "utterance-retrieval", name: "Utterance Retrieval" },
      { type: "entity-linking-retrieval", name: "Entity Linking Retrieval" },
      { type: "fact-checking-retrieval", name: "Fact Checking Retrieval" },
    ],
    hideInModels: true,
  },
  "text-to-3d": {
    name: "Text-to-3D",
    modality: "cv",
  },
  "text-to-audio": {
    name: "Text-to-Audio",
    modality: "audio",
  },
  "text-to-image": {
    name: "Text-to-Image",
    modality: "cv",
  },
  "text-to-speech": {
    name: "Text-to-Speech",
    modality: "audio",
  },
  "text-to-video": {
    name: "Text-to-Video",
    modality: "cv",
  },
  "time-series-forecasting": {
    name: "Time Series Forecasting",
    modality: "tabular",
    subtasks: [
      { type: "univariate-time-series-forecasting", name: "Univariate Time Series Forecasting" },
      { type: "multivariate-time-series-forecasting", name: "Multivariate Time Series Forecasting" },
    ],
  },
  "token-classification": {
    name: "Token Classification",
    modality: "nlp",
    subtasks: [
      { type: "named-entity-recognition", name: "Named Entity Recognition" },
      { type: "part-of-speech", name: "Part of Speech" },
      { type: "parsing", name: "Parsing" },
      { type: "lemmatization", name: "Lemmatization" },
      { type: "word-sense-disambiguation", name: "Word Sense Disambiguation" },
      { type: "coreference-resolution", name: "Coreference-resolution" },
    ],
  },
  translation: {
    name: "Translation",
    modality: "nlp",
  },
  "unconditional-image-generation": {
    name: "Unconditional Image Generation",
    modality: "cv",
  },
  "video-classification": {
    name: "Video Classification",
    modality: "cv",
  },
  "video-text-to-text": {
    name: "Video-Text-to-Text",
    modality: "multimodal",
    hideInDatasets: false,
  },
  "video-to-video": {
    name: "Video-to-Video",
    modality: "cv",
    hideInDatasets: true,
  },
  "visual-document-retrieval": {
    name: "Visual Document Retrieval",
    modality: "multimodal",
  },
  "visual-question-answering": {
    name: "Visual Question Answering",
    modality: "multimodal",
    subtasks: [{ type: "visual-question-answering", name: "Visual Question Answering" }],
  },
  "voice-activity-detection": {
    name: "Voice Activity Detection",
    modality: "audio",
  },
  "zero-shot-classification": {
    name: "Zero-Shot Classification",
    modality: "nlp",
  },
  "zero-shot-image-classification": {
    name: "Zero-Shot Image Classification",
    modality: "cv",
  },
  "zero-shot-object-detection": {
    name: "Zero-Shot Object Detection",
    modality: "cv",
  },
} as const satisfies Record<string, PipelineEntry>;

/** Public id of a task type, e.g. "text-generation". */
export type PipelineType = keyof typeof PIPELINES;

/** Every task id, in key order. */
export const PIPELINE_TYPES = Object.keys(PIPELINES) as PipelineType[];

const PIPELINE_TYPE_SET: ReadonlySet<string> = new Set(PIPELINE_TYPES);

/** Narrows an untrusted string (a model's pipeline_tag, a URL parameter) to a known task id. */
export function isPipelineType(value: unknown): value is PipelineType {
  return typeof value === "string" && PIPELINE_TYPE_SET.has(value);
}

/** The catalogue entry of a task, for code that holds a PipelineType. */
export function pipelineEntry(type: PipelineType): PipelineEntry {
  return PIPELINES[type];
}
