// Public API of @modelhub/catalog: pure data and pure functions, no I/O, for the browser and Node.
// Each area re-exports its own public names here, in its own section.

// Base64
export * from "./base64/index";
// The catalogues as JSON (CLI and API)
export * from "./catalog-json";
// Literal encoders for generated code
export { jsKey, jsLiteral, jsonText, jsString } from "./code/js-literal";
export {
  formatLiteral,
  type LiteralSyntax,
  pythonLiteral,
  pythonString,
  SNIPPET_INDENT,
} from "./code/python-literal";
export { shellQuote, shellWord } from "./code/shell-literal";
// Dataset facets: modalities, formats, size categories
export * from "./dataset-facets/dataset-facet-values";
// Dataset libraries
export { getDatasetLibrarySnippets } from "./dataset-libraries/dataset-snippets";
export { DATASET_LIBRARIES, type DatasetLibraryKey } from "./dataset-libraries/index";
export type * from "./dataset-libraries/types";
// GGUF
export * from "./gguf/index";
// Hardware and what fits its memory (also "@modelhub/catalog/hardware", for the browser)
export * from "./hardware/index";
// Example inputs
export * from "./inputs/index";
// Language names
export { isLanguageCode, LANGUAGE_NAMES, languageName } from "./languages/iso-639-1";
// Libraries
export { DEFAULT_COUNT_DOWNLOADS, fileCountsAsDownload } from "./libraries/count-downloads";
export { MODEL_LIBRARIES, type ModelLibraryKey } from "./libraries/index";
export { getLibrarySnippets, getModelLibrary } from "./libraries/library-snippets";
export {
  LIBRARY_TASK_MAPPING,
  REMOVED_IN_TRANSFORMERS_V5,
  tasksOfLibrary,
} from "./libraries/library-to-tasks";
export { hasLoadableGgufFile } from "./libraries/shared/gguf-file";
export type * from "./libraries/types";
export {
  chooseGgufFile,
  getLocalApps,
  ggufFileChoiceOf,
  type LocalAppUse,
  UnknownGgufFileError,
} from "./local-apps/app-snippets";
// Local apps and serving engines
export {
  GGUF_RUNNERS,
  isLocalAppKey,
  LISTED_LOCAL_APPS,
  LOCAL_APPS,
  type LocalAppKey,
} from "./local-apps/index";
export type * from "./local-apps/types";
export * from "./model/base-models";
// Untrusted-JSON coercion and the model record
export * from "./model/coerce";
export * from "./model/eval-results";
export * from "./model/live-provider-mapping";
export * from "./model/model-record";
export * from "./model/model-size";
export * from "./model/repo-files";
export * from "./model/reserved-model-ids";
// Tasks
export {
  getTaskDetail,
  hasTaskPage,
  resolveCanonicalTask,
  TASKS_WITH_PAGE,
  TASKS_WITHOUT_PAGE,
  type TaskWithPage,
} from "./tasks/details/index";
export type * from "./tasks/details/types";
export * from "./tasks/listing-filters";
export * from "./tasks/pipelines";
