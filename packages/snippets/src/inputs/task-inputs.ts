import type { JsonObject, JsonValue } from "@modelhub/catalog";
import type { InferenceTask } from "../tasks/templates";
import type { ExampleInput } from "./example-input";
import { fileRef } from "./file-ref";

/**
 * A task's input in the router's generic shape (`{inputs, parameters}`, or `{messages}` for chat),
 * with sample files as FileRefs. Provider routes derive their own request bodies from it.
 */
export interface TaskInputs extends JsonObject {}

/** Parameters some tasks always show (the text-to-image example runs 5 inference steps). */
const TASK_PARAMETERS: Partial<Record<InferenceTask, JsonObject>> = {
  "text-to-image": { num_inference_steps: 5 },
};

/** The generic inputs for an example. */
export function taskInputsFor(task: InferenceTask, example: ExampleInput): TaskInputs {
  const base = fromExample(example);
  const extra = TASK_PARAMETERS[task];
  if (!extra) return base;
  const parameters = base.parameters;
  return { ...base, parameters: { ...extra, ...(isObject(parameters) ? parameters : {}) } };
}

function isObject(value: JsonValue | undefined): value is JsonObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function fromExample(example: ExampleInput): TaskInputs {
  switch (example.kind) {
    case "text":
    case "fill-mask":
      return { inputs: example.text };
    case "chat":
      return { messages: example.messages as unknown as JsonValue[] };
    case "question-answering":
      return { inputs: { question: example.question, context: example.context } };
    case "table-question-answering":
      return { inputs: { query: example.query, table: example.table } };
    case "sentence-similarity":
      return { inputs: { source_sentence: example.sourceSentence, sentences: example.sentences } };
    case "zero-shot-classification":
      return { inputs: example.text, parameters: { candidate_labels: example.candidateLabels } };
    case "image":
    case "audio":
      return { inputs: fileRef(example.file) };
    case "zero-shot-image-classification":
      return {
        inputs: fileRef(example.file, "base64"),
        parameters: { candidate_labels: example.candidateLabels },
      };
    case "image-to-image":
    case "image-to-video":
      return { inputs: fileRef(example.file, "base64"), parameters: { prompt: example.prompt } };
    case "document-question-answering":
    case "visual-question-answering":
      return { inputs: { image: fileRef(example.file, "base64"), question: example.question } };
    case "tabular":
      return { inputs: { data: example.table } };
  }
}
