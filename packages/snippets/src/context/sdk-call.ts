import {
  formatLiteral,
  type JsonObject,
  type JsonValue,
  jsKey,
  jsString,
  pythonLiteral,
  pythonString,
} from "@modelhub/catalog";
import { isFileRef, mimeTypeOf } from "../inputs/file-ref";
import type { TaskInputs } from "../inputs/task-inputs";
import { getProviderDefinition } from "../providers/index";
import { JS_SDK_METHODS, PYTHON_SDK_METHODS } from "../tasks/sdk-methods";
import {
  JS_SDK_PROVIDER_TASKS,
  PYTHON_SDK_PROVIDER_TASKS,
  sdkProviderServes,
} from "../tasks/sdk-provider-tasks";
import type { InferenceTask } from "../tasks/templates";
import type { SdkCall } from "./render-context";

// How the SDK clients (huggingface_hub, @huggingface/inference) take each task's inputs.

/** Where the SDK call goes and what it names. */
export interface SdkTarget {
  task: InferenceTask;
  inputs: TaskInputs;
  /** The model id the SDK is given (it resolves the provider's id itself). */
  model: string;
  provider: string;
  endpointUrl?: string;
}

function objectOf(value: JsonValue | undefined): JsonObject {
  return typeof value === "object" && value !== null && !Array.isArray(value) ? value : {};
}

/** Python: positional argument and keyword arguments, by task (files stay paths the SDK opens). */
function pythonArguments(task: InferenceTask, inputs: TaskInputs): [JsonValue[], [string, JsonValue][]] {
  const main = inputs.inputs ?? null;
  const named = Object.entries(objectOf(inputs.parameters));
  const fields = objectOf(main);
  switch (task) {
    case "question-answering":
      return [[], [["question", fields.question ?? null], ["context", fields.context ?? null], ...named]];
    case "table-question-answering":
      return [[], [["table", fields.table ?? null], ["query", fields.query ?? null], ...named]];
    case "sentence-similarity":
      return [[fields.source_sentence ?? null], [["other_sentences", fields.sentences ?? null], ...named]];
    case "document-question-answering":
    case "visual-question-answering":
      return [[fields.image ?? null], [["question", fields.question ?? null], ...named]];
    case "tabular-classification":
    case "tabular-regression":
      return [[fields.data ?? null], named];
    default:
      return [[main], named];
  }
}

/** Literal of a Python argument: a file becomes its path. */
function pythonArgument(value: JsonValue, level: number): string {
  return isFileRef(value) ? pythonString(value.$file) : pythonLiteral(value, level);
}

export function pythonSdkCall(target: SdkTarget): SdkCall | undefined {
  const method = PYTHON_SDK_METHODS[target.task];
  const { task, provider, endpointUrl } = target;
  if (!method || !sdkProviderServes(PYTHON_SDK_PROVIDER_TASKS, provider, task, endpointUrl)) return undefined;
  const [positional, named] = pythonArguments(target.task, target.inputs);
  const args = [
    ...positional.map((value) => pythonArgument(value, 0)),
    ...named.map(([name, value]) => `${name}=${pythonArgument(value, 0)}`),
    // With a custom endpoint the client's base_url is the model; a model id would override it.
    ...(target.endpointUrl ? [] : [`model=${pythonString(target.model)}`]),
  ];
  return {
    method,
    args,
    readsFiles: positional.some(isFileRef) || named.some(([, value]) => isFileRef(value)),
  };
}

/**
 * A JavaScript expression reading a sample file as a Blob (Node's fs.openAsBlob), labelled as the
 * provider needs (see ProviderDefinition.fileContentType).
 */
function blobExpression(path: string, target: SdkTarget): string {
  const own = mimeTypeOf(path);
  const relabel =
    target.endpointUrl === undefined ? getProviderDefinition(target.provider)?.fileContentType : undefined;
  return `await openAsBlob(${jsString(path)}, { type: ${jsString(relabel ? relabel(own) : own)} })`;
}

export function jsSdkCall(target: SdkTarget): SdkCall | undefined {
  const method = JS_SDK_METHODS[target.task];
  const { task, provider, endpointUrl } = target;
  if (!method || !sdkProviderServes(JS_SDK_PROVIDER_TASKS, provider, task, endpointUrl)) return undefined;
  const fields: JsonObject = {
    // With a custom endpoint the client speaks hf-inference's protocol and refuses a provider.
    ...(target.endpointUrl ? { endpointUrl: target.endpointUrl } : { provider: target.provider }),
    model: target.model,
    ...target.inputs,
  };
  const blobs: string[] = [];
  const marked = markFiles(fields, blobs);
  const literal = formatLiteral(marked, 0, {
    string: (text) => {
      const index = blobs.findIndex((_, i) => blobMarker(i) === text);
      return index >= 0 ? blobExpression(blobs[index]!, target) : jsString(text);
    },
    key: jsKey,
    null: "null",
    true: "true",
    false: "false",
  });
  return { method, args: [literal], readsFiles: blobs.length > 0 };
}

const BLOB_NONCE = Math.random().toString(36).slice(2);

function blobMarker(index: number): string {
  return `\u{F0000}blob:${BLOB_NONCE}:${index}\u{F0000}`;
}

function markFiles(value: JsonValue, blobs: string[]): JsonValue {
  if (isFileRef(value)) {
    blobs.push(value.$file);
    return blobMarker(blobs.length - 1);
  }
  if (Array.isArray(value)) return value.map((item) => markFiles(item, blobs));
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, markFiles(item, blobs)]));
  }
  return value;
}
