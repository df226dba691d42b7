// Which example input each task gets, and from where: the model's own widget example when one
// fits the task, the default (in the model's language) otherwise.
// To add a task: PipelineType is the key type, so a new task does not compile until it has a rule
// here (or `null`: no example input).

import type { ModelRecord, WidgetExample } from "../model/model-record";
import { isPipelineType, type PipelineType } from "../tasks/pipelines";
import {
  DEFAULT_3D_PROMPT,
  DEFAULT_IMAGE_EDIT_PROMPT,
  DEFAULT_IMAGE_PROMPT,
  DEFAULT_IMAGE_TO_VIDEO_PROMPT,
  DEFAULT_VIDEO_PROMPT,
  IMAGE_LABELS,
  SAMPLE_AUDIO_FILE,
  SAMPLE_DOCUMENT_FILE,
  SAMPLE_EDIT_IMAGE_FILE,
  SAMPLE_FEATURE_TABLE,
  SAMPLE_IMAGE_FILE,
  SAMPLE_IMAGE_URL,
  SAMPLE_QA_TABLE,
  ZERO_SHOT_LABELS,
} from "./defaults";
import { exampleTexts, type LanguageTexts } from "./language-texts";
import { maskTokenOf } from "./mask-token";
import type { ChatMessage, ExampleInput } from "./types";
import {
  widgetImageUrl,
  widgetLabels,
  widgetMessages,
  widgetSentences,
  widgetString,
  widgetTable,
} from "./widget-fields";

/** What a rule reads: the model and its default texts. */
interface InputContext {
  model: ModelRecord;
  texts: LanguageTexts;
}

/** How one task gets its example input. */
export interface InputRule {
  /** The input read from one author widget example; undefined when the example does not fit. */
  fromWidget(example: WidgetExample, context: InputContext): ExampleInput | undefined;
  /** The default input; undefined when the task has none for this model. */
  fallback(context: InputContext): ExampleInput | undefined;
}

/** The tag the Hub gives models that take chat messages. */
export const CONVERSATIONAL_TAG = "conversational";

/** Tasks whose models take chat messages when tagged conversational. */
const CHAT_TASKS: ReadonlySet<string> = new Set<PipelineType>([
  "text-generation",
  "image-text-to-text",
  "audio-text-to-text",
  "video-text-to-text",
]);

/**
 * Tasks the inference providers serve through chat completions: their models are called with chat
 * messages whether or not they are tagged conversational.
 */
export const CHAT_COMPLETION_TASKS: ReadonlySet<string> = new Set<PipelineType>([
  "text-generation",
  "image-text-to-text",
]);

/** Whether a model takes chat messages: a chat-capable task and the "conversational" tag. */
export function isConversational(model: ModelRecord): boolean {
  return (
    model.pipeline_tag !== undefined &&
    CHAT_TASKS.has(model.pipeline_tag) &&
    model.tags.includes(CONVERSATIONAL_TAG)
  );
}

const copyTable = (table: Readonly<Record<string, readonly string[]>>): Record<string, string[]> =>
  Object.fromEntries(Object.entries(table).map(([column, cells]) => [column, [...cells]]));

/** Free text from the widget's `text`, or a default text. */
function textRule(pick: (texts: LanguageTexts) => string): InputRule {
  return {
    fromWidget: (example) => {
      const text = widgetString(example, "text");
      return text === undefined ? undefined : { kind: "text", text };
    },
    fallback: ({ texts }) => ({ kind: "text", text: pick(texts) }),
  };
}

/** A binary input with a fixed sample file; widget examples carry no local file, so none apply. */
function fileRule(kind: "image" | "audio", file: string): InputRule {
  return { fromWidget: () => undefined, fallback: () => ({ kind, file }) };
}

/** An image plus a prompt (image editing, image to video). */
function imagePromptRule(kind: "image-to-image" | "image-to-video", prompt: string): InputRule {
  return {
    fromWidget: (example) => {
      const text = widgetString(example, "prompt") ?? widgetString(example, "text");
      return text === undefined ? undefined : { kind, file: SAMPLE_EDIT_IMAGE_FILE, prompt: text };
    },
    fallback: () => ({ kind, file: SAMPLE_EDIT_IMAGE_FILE, prompt }),
  };
}

/** An image plus a question (visual and document question answering). */
function imageQuestionRule(
  kind: "visual-question-answering" | "document-question-answering",
  file: string,
  pick: (texts: LanguageTexts) => string,
): InputRule {
  return {
    fromWidget: (example) => {
      const question = widgetString(example, "text");
      return question === undefined ? undefined : { kind, file, question };
    },
    fallback: ({ texts }) => ({ kind, file, question: pick(texts) }),
  };
}

const fillMaskRule: InputRule = {
  fromWidget: (example, { model }) => {
    const text = widgetString(example, "text");
    // An example without the model's mask token cannot be filled in.
    if (text === undefined || (model.mask_token !== undefined && !text.includes(model.mask_token))) {
      return undefined;
    }
    return { kind: "fill-mask", text };
  },
  fallback: ({ model, texts }) => {
    const [before, after] = texts.fillMask;
    return { kind: "fill-mask", text: before + maskTokenOf(model) + after };
  },
};

/** Chat messages from the widget (`messages`, or `text` as one user message). */
function chatFromWidget(example: WidgetExample, withImage: boolean): ExampleInput | undefined {
  const messages = widgetMessages(example);
  if (messages) return { kind: "chat", messages };
  const text = widgetString(example, "text");
  if (text === undefined) return undefined;
  return {
    kind: "chat",
    messages: [userMessage(text, withImage ? (widgetImageUrl(example) ?? SAMPLE_IMAGE_URL) : undefined)],
  };
}

function userMessage(text: string, imageUrl: string | undefined): ChatMessage {
  if (imageUrl === undefined) return { role: "user", content: text };
  return {
    role: "user",
    content: [
      { type: "text", text },
      { type: "image_url", image_url: { url: imageUrl } },
    ],
  };
}

/** The default chat example: text-only for text generation, text plus an image link otherwise. */
function defaultChat({ model, texts }: InputContext): ExampleInput {
  const withImage = model.pipeline_tag !== "text-generation";
  const text = withImage ? texts.imageChat : texts.chat;
  return { kind: "chat", messages: [userMessage(text, withImage ? SAMPLE_IMAGE_URL : undefined)] };
}

/**
 * Conversational models get a chat example (text-only for text generation, text plus an image
 * link for the multimodal tasks); other models get `otherwise`'s input, or none.
 */
function chatOr(otherwise: InputRule | null): InputRule {
  return {
    fromWidget: (example, context) => {
      if (!isConversational(context.model)) return otherwise?.fromWidget(example, context);
      return chatFromWidget(example, context.model.pipeline_tag !== "text-generation");
    },
    fallback: (context) =>
      isConversational(context.model) ? defaultChat(context) : otherwise?.fallback(context),
  };
}

const questionAnsweringRule: InputRule = {
  fromWidget: (example) => {
    const question = widgetString(example, "text");
    const context = widgetString(example, "context");
    return question === undefined || context === undefined
      ? undefined
      : { kind: "question-answering", question, context };
  },
  fallback: ({ texts }) => ({ kind: "question-answering", question: texts.question, context: texts.context }),
};

const tableQuestionAnsweringRule: InputRule = {
  fromWidget: (example) => {
    const query = widgetString(example, "text") ?? widgetString(example, "query");
    const table = widgetTable(example);
    return query === undefined || table === undefined
      ? undefined
      : { kind: "table-question-answering", query, table };
  },
  fallback: ({ texts }) => ({
    kind: "table-question-answering",
    query: texts.tableQuery,
    table: copyTable(SAMPLE_QA_TABLE),
  }),
};

const sentenceSimilarityRule: InputRule = {
  fromWidget: (example) => {
    const sourceSentence = widgetString(example, "source_sentence");
    const sentences = widgetSentences(example);
    return sourceSentence === undefined || sentences === undefined
      ? undefined
      : { kind: "sentence-similarity", sourceSentence, sentences };
  },
  fallback: ({ texts }) => ({
    kind: "sentence-similarity",
    sourceSentence: texts.similaritySource,
    sentences: [...texts.similarityCandidates],
  }),
};

const zeroShotRule: InputRule = {
  // The author's text is kept even when the example names no labels: the default labels go with it.
  fromWidget: (example) => {
    const text = widgetString(example, "text");
    if (text === undefined) return undefined;
    const candidateLabels = widgetLabels(example) ?? [...ZERO_SHOT_LABELS];
    return { kind: "zero-shot-classification", text, candidateLabels };
  },
  fallback: ({ texts }) => ({
    kind: "zero-shot-classification",
    text: texts.zeroShot,
    candidateLabels: [...ZERO_SHOT_LABELS],
  }),
};

const zeroShotImageRule: InputRule = {
  fromWidget: (example) => {
    const candidateLabels = widgetLabels(example);
    return candidateLabels === undefined
      ? undefined
      : { kind: "zero-shot-image-classification", file: SAMPLE_IMAGE_FILE, candidateLabels };
  },
  fallback: () => ({
    kind: "zero-shot-image-classification",
    file: SAMPLE_IMAGE_FILE,
    candidateLabels: [...IMAGE_LABELS],
  }),
};

const tabularRule: InputRule = {
  fromWidget: (example) => {
    const table = widgetTable(example);
    return table === undefined ? undefined : { kind: "tabular", table };
  },
  fallback: () => ({ kind: "tabular", table: copyTable(SAMPLE_FEATURE_TABLE) }),
};

const imageRule = fileRule("image", SAMPLE_IMAGE_FILE);
const audioRule = fileRule("audio", SAMPLE_AUDIO_FILE);

/** The example-input rule of every task; `null` where the task has no example input. */
export const TASK_INPUT_RULES: Record<PipelineType, InputRule | null> = {
  "any-to-any": null,
  "audio-classification": audioRule,
  "audio-text-to-text": chatOr(null),
  "audio-to-audio": audioRule,
  "automatic-speech-recognition": audioRule,
  "depth-estimation": imageRule,
  "document-question-answering": imageQuestionRule(
    "document-question-answering",
    SAMPLE_DOCUMENT_FILE,
    (t) => t.documentQuestion,
  ),
  "feature-extraction": textRule((t) => t.featureExtraction),
  "fill-mask": fillMaskRule,
  "graph-ml": null,
  "image-classification": imageRule,
  "image-feature-extraction": imageRule,
  "image-segmentation": imageRule,
  "image-text-to-image": imagePromptRule("image-to-image", DEFAULT_IMAGE_EDIT_PROMPT),
  "image-text-to-text": chatOr(
    imageQuestionRule("visual-question-answering", SAMPLE_IMAGE_FILE, (t) => t.imageChat),
  ),
  "image-text-to-video": imagePromptRule("image-to-video", DEFAULT_IMAGE_TO_VIDEO_PROMPT),
  "image-to-3d": imageRule,
  "image-to-image": imagePromptRule("image-to-image", DEFAULT_IMAGE_EDIT_PROMPT),
  "image-to-text": imageRule,
  "image-to-video": imagePromptRule("image-to-video", DEFAULT_IMAGE_TO_VIDEO_PROMPT),
  "keypoint-detection": imageRule,
  "mask-generation": imageRule,
  "multiple-choice": null,
  "object-detection": imageRule,
  other: null,
  "question-answering": questionAnsweringRule,
  "reinforcement-learning": null,
  robotics: null,
  "sentence-similarity": sentenceSimilarityRule,
  summarization: textRule((t) => t.summarization),
  "table-question-answering": tableQuestionAnsweringRule,
  "table-to-text": null,
  "tabular-classification": tabularRule,
  "tabular-regression": tabularRule,
  "tabular-to-text": null,
  "text-classification": textRule((t) => t.textClassification),
  "text-generation": chatOr(textRule((t) => t.textGeneration)),
  "text-ranking": null,
  "text-retrieval": null,
  "text-to-3d": textRule(() => DEFAULT_3D_PROMPT),
  "text-to-audio": textRule((t) => t.textToAudio),
  "text-to-image": textRule(() => DEFAULT_IMAGE_PROMPT),
  "text-to-speech": textRule((t) => t.textToSpeech),
  "text-to-video": textRule(() => DEFAULT_VIDEO_PROMPT),
  "time-series-forecasting": null,
  "token-classification": textRule((t) => t.tokenClassification),
  translation: textRule((t) => t.translation),
  "unconditional-image-generation": null,
  "video-classification": null,
  "video-text-to-text": chatOr(null),
  "video-to-video": null,
  "visual-document-retrieval": null,
  "visual-question-answering": imageQuestionRule(
    "visual-question-answering",
    SAMPLE_IMAGE_FILE,
    (t) => t.visualQuestion,
  ),
  "voice-activity-detection": audioRule,
  "zero-shot-classification": zeroShotRule,
  "zero-shot-image-classification": zeroShotImageRule,
  "zero-shot-object-detection": zeroShotImageRule,
};

/** The author's widget examples: API `widgetData` first, then the card's `widget:`. */
function widgetExamples(model: ModelRecord): WidgetExample[] {
  return [...(model.widgetData ?? []), ...(model.cardData?.widget ?? [])];
}

/**
 * The chat example of a model called through chat completions whatever its tags (inference
 * snippets call every text-generation and image-text-to-text model that way): its first widget
 * example with messages or text, else the default chat in its language. Undefined for models of
 * other tasks (CHAT_COMPLETION_TASKS).
 */
export function getChatExampleInput(model: ModelRecord): ExampleInput | undefined {
  if (model.pipeline_tag === undefined || !CHAT_COMPLETION_TASKS.has(model.pipeline_tag)) return undefined;
  const withImage = model.pipeline_tag !== "text-generation";
  for (const example of widgetExamples(model)) {
    const input = chatFromWidget(example, withImage);
    if (input) return input;
  }
  return defaultChat({ model, texts: exampleTexts(model) });
}

/**
 * The example input of a model, by its pipeline tag: the first of its widget examples (API
 * `widgetData`, then card `widget:`) that fits the task, else the task's default in the model's
 * language; undefined when the task has no example input or the model has no known task.
 */
export function getExampleInput(model: ModelRecord): ExampleInput | undefined {
  if (!isPipelineType(model.pipeline_tag)) return undefined;
  const rule = TASK_INPUT_RULES[model.pipeline_tag];
  if (!rule) return undefined;
  const context: InputContext = { model, texts: exampleTexts(model) };
  for (const example of widgetExamples(model)) {
    const input = rule.fromWidget(example, context);
    if (input) return input;
  }
  return rule.fallback(context);
}
