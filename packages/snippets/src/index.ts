// Public API of @modelhub/snippets: inference-call snippets for a model, a provider and options.

// The render context (the contract of every client, built in or registered)
export { providerKeyVariable, type TokenSource } from "./context/access-token";
export type { EmbeddedFile } from "./context/body-code";
export { ROUTER_CHAT_BASE_URL, ROUTER_URL } from "./context/build-context";
export {
  type EncodedValue,
  encodeValue,
  formatValue,
  VALUE_FORMATS,
  type ValueFormat,
} from "./context/encoded-value";
export type {
  JsCode,
  OutputSpec,
  PythonCode,
  RenderContext,
  SdkCall,
  ShellCode,
} from "./context/render-context";
export { decimalFromText } from "./decimal-text";
// Generating snippets
export {
  completionClientName,
  getCompletionContext,
  getInferenceSnippets,
  getRenderContext,
  inferenceTaskOf,
  renderCompletionSnippets,
  renderSnippets,
  type SnippetRuntime,
} from "./get-inference-snippets";
export {
  type FileEncoding,
  type FileRef,
  fileContentType,
  fileRef,
  isFileRef,
  mimeTypeOf,
} from "./inputs/file-ref";
export type { TaskInputs } from "./inputs/task-inputs";
// Providers
export {
  AUTO_PROVIDER,
  getProviderDefinition,
  getProvidersForModel,
  INFERENCE_PROVIDERS,
  type InferenceProvider,
  isKnownProvider,
  registerInferenceProvider,
} from "./providers/index";
export type { ProviderDefinition, ProviderRoute, RouteArgs, RouteBody } from "./providers/types";
export { SnippetOptionError } from "./snippet-option-error";
export { fillTemplate } from "./targets/fill-template";
// Clients and templates
export {
  getLanguageTarget,
  getSnippetTemplate,
  listSnippetClients,
  registerSnippetClient,
  unregisterSnippetClient,
} from "./targets/registry";
export type { LanguageTarget, RenderSnippet, SnippetClient, SnippetTemplate } from "./targets/types";
export { JS_SDK_METHODS, PYTHON_SDK_METHODS } from "./tasks/sdk-methods";
export {
  JS_SDK_PROVIDER_TASKS,
  PYTHON_SDK_PROVIDER_TASKS,
  sdkProviderServes,
} from "./tasks/sdk-provider-tasks";
export {
  CHAT_TASK,
  type InferenceTask,
  isChatModel,
  TEMPLATE_FOR_TASK,
  TEMPLATE_NAMES,
  type TemplateName,
} from "./tasks/templates";
export {
  type InferenceSnippet,
  SNIPPET_LANGUAGES,
  type SnippetLanguage,
  type SnippetLogger,
  type SnippetOptions,
} from "./types";
