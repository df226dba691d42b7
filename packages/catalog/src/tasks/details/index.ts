// Task pages. To add one: write `<id>/data.ts` + `<id>/about.md`, run `npm run gen:about`, import the data
// below (one import per line, sorted) and add it to TASK_PAGES. No page? Say why in TASKS_WITHOUT_PAGE.
import { PIPELINE_TYPES, type PipelineType } from "../pipelines";
import { TASK_ABOUT } from "./about.gen";
import { anyToAny } from "./any-to-any/data";
import { audioClassification } from "./audio-classification/data";
import { audioTextToText } from "./audio-text-to-text/data";
import { audioToAudio } from "./audio-to-audio/data";
import { automaticSpeechRecognition } from "./automatic-speech-recognition/data";
import { depthEstimation } from "./depth-estimation/data";
import { documentQuestionAnswering } from "./document-question-answering/data";
import { featureExtraction } from "./feature-extraction/data";
import { fillMask } from "./fill-mask/data";
import { imageClassification } from "./image-classification/data";
import { imageFeatureExtraction } from "./image-feature-extraction/data";
import { imageSegmentation } from "./image-segmentation/data";
import { imageTextToImage } from "./image-text-to-image/data";
import { imageTextToText } from "./image-text-to-text/data";
import { imageTextToVideo } from "./image-text-to-video/data";
import { imageTo3D } from "./image-to-3d/data";
import { imageToImage } from "./image-to-image/data";
import { imageToText } from "./image-to-text/data";
import { imageToVideo } from "./image-to-video/data";
import { keypointDetection } from "./keypoint-detection/data";
import { maskGeneration } from "./mask-generation/data";
import { objectDetection } from "./object-detection/data";
import { questionAnswering } from "./question-answering/data";
import { reinforcementLearning } from "./reinforcement-learning/data";
import { sentenceSimilarity } from "./sentence-similarity/data";
import { summarization } from "./summarization/data";
import { tableQuestionAnswering } from "./table-question-answering/data";
import { tabularClassification } from "./tabular-classification/data";
import { tabularRegression } from "./tabular-regression/data";
import { textClassification } from "./text-classification/data";
import { textGeneration } from "./text-generation/data";
import { textRanking } from "./text-ranking/data";
import { textTo3D } from "./text-to-3d/data";
import { textToImage } from "./text-to-image/data";
import { textToSpeech } from "./text-to-speech/data";
import { textToVideo } from "./text-to-video/data";
import { tokenClassification } from "./token-classification/data";
import { translation } from "./translation/data";
import type { TaskDetail, TaskPageData, TaskWithoutPage } from "./types";
import { unconditionalImageGeneration } from "./unconditional-image-generation/data";
import { videoClassification } from "./video-classification/data";
import { videoTextToText } from "./video-text-to-text/data";
import { videoToVideo } from "./video-to-video/data";
import { visualDocumentRetrieval } from "./visual-document-retrieval/data";
import { visualQuestionAnswering } from "./visual-question-answering/data";
import { zeroShotClassification } from "./zero-shot-classification/data";
import { zeroShotImageClassification } from "./zero-shot-image-classification/data";
import { zeroShotObjectDetection } from "./zero-shot-object-detection/data";

/** Every task with a page, keyed by task id (keys sorted). */
const TASK_PAGES = {
  "any-to-any": anyToAny,
  "audio-classification": audioClassification,
  "audio-text-to-text": audioTextToText,
  "audio-to-audio": audioToAudio,
  "automatic-speech-recognition": automaticSpeechRecognition,
  "depth-estimation": depthEstimation,
  "document-question-answering": documentQuestionAnswering,
  "feature-extraction": featureExtraction,
  "fill-mask": fillMask,
  "image-classification": imageClassification,
  "image-feature-extraction": imageFeatureExtraction,
  "image-segmentation": imageSegmentation,
  "image-text-to-image": imageTextToImage,
  "image-text-to-text": imageTextToText,
  "image-text-to-video": imageTextToVideo,
  "image-to-3d": imageTo3D,
  "image-to-image": imageToImage,
  "image-to-text": imageToText,
  "image-to-video": imageToVideo,
  "keypoint-detection": keypointDetection,
  "mask-generation": maskGeneration,
  "object-detection": objectDetection,
  "question-answering": questionAnswering,
  "reinforcement-learning": reinforcementLearning,
  "sentence-similarity": sentenceSimilarity,
  summarization,
  "table-question-answering": tableQuestionAnswering,
  "tabular-classification": tabularClassification,
  "tabular-regression": tabularRegression,
  "text-classification": textClassification,
  "text-generation": textGeneration,
  "text-ranking": textRanking,
  "text-to-3d": textTo3D,
  "text-to-image": textToImage,
  "text-to-speech": textToSpeech,
  "text-to-video": textToVideo,
  "token-classification": tokenClassification,
  translation,
  "unconditional-image-generation": unconditionalImageGeneration,
  "video-classification": videoClassification,
  "video-text-to-text": videoTextToText,
  "video-to-video": videoToVideo,
  "visual-document-retrieval": visualDocumentRetrieval,
  "visual-question-answering": visualQuestionAnswering,
  "zero-shot-classification": zeroShotClassification,
  "zero-shot-image-classification": zeroShotImageClassification,
  "zero-shot-object-detection": zeroShotObjectDetection,
} satisfies Partial<Record<PipelineType, TaskPageData>>;

/** A task id that has a page. */
export type TaskWithPage = keyof typeof TASK_PAGES;

/**
 * Every task WITHOUT a page and why (keys sorted). Typed as exactly the task ids missing from
 * TASK_PAGES: a new task does not compile until it is placed in one of the two, and never both.
 */
export const TASKS_WITHOUT_PAGE = {
  "graph-ml": { reason: "No page yet: graph models vary too much for one demo; the listing shows them." },
  "multiple-choice": { reason: "Hidden from the model listing: the tag is used on datasets only." },
  other: { reason: "A catch-all tag, not a task: there is nothing to explain or demonstrate." },
  robotics: { reason: "No page yet: robotics models are found through the listing." },
  "table-to-text": { reason: "Hidden from the model listing: the tag is used on datasets only." },
  "tabular-to-text": { reason: "Hidden from the model listing: the tag is used on datasets only." },
  "text-retrieval": { reason: "Hidden from the model listing: the tag is used on datasets only." },
  "text-to-audio": { reason: "No page of its own: the text-to-speech page is the closest one." },
  "time-series-forecasting": { reason: "No page yet: forecasting models are found through the listing." },
  "voice-activity-detection": { reason: "No page yet: few models carry this tag." },
} satisfies Record<Exclude<PipelineType, TaskWithPage>, TaskWithoutPage>;

/** Ids of the tasks that have a page, in catalogue order. */
export const TASKS_WITH_PAGE: readonly TaskWithPage[] = PIPELINE_TYPES.filter(
  (id): id is TaskWithPage => id in TASK_PAGES,
);

/** True when the task has a page of its own (it may still be a placeholder or point elsewhere). */
export function hasTaskPage(id: PipelineType): id is TaskWithPage {
  return Object.hasOwn(TASK_PAGES, id);
}

/** The page of a task, as stored (its `canonicalId` is not followed), or undefined when it has none. */
export function getTaskDetail(id: PipelineType): TaskDetail | undefined {
  if (!hasTaskPage(id)) return undefined;
  const data: TaskPageData = TASK_PAGES[id];
  return { ...data, about: TASK_ABOUT[id] ?? "" };
}

/**
 * The task whose page shows this task: the task itself, or the page its `canonicalId` names.
 * Undefined when the task has no page at all.
 */
export function resolveCanonicalTask(id: PipelineType): PipelineType | undefined {
  if (!hasTaskPage(id)) return undefined;
  const data: TaskPageData = TASK_PAGES[id];
  return data.canonicalId ?? id;
}
