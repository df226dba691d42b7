// Example inputs per task: what a model page shows and its snippets send.
export {
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
export { describeExampleInput, formatExampleInput } from "./describe";
export {
  DEFAULT_EXAMPLE_LANGUAGE,
  EXAMPLE_LANGUAGES,
  EXAMPLE_TEXTS,
  type ExampleLanguage,
  exampleLanguage,
  exampleTexts,
  type LanguageTexts,
} from "./language-texts";
export { maskTokenOf } from "./mask-token";
export {
  CHAT_COMPLETION_TASKS,
  CONVERSATIONAL_TAG,
  getChatExampleInput,
  getExampleInput,
  type InputRule,
  isConversational,
  TASK_INPUT_RULES,
} from "./task-inputs";
export {
  CHAT_ROLES,
  type ChatContentPart,
  type ChatMessage,
  type ChatRole,
  type ExampleInput,
  type ExampleInputKind,
  NO_INPUT_EXAMPLE,
} from "./types";
