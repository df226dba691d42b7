import { pythonLiteral } from "../code/python-literal";
import { IMAGE_LABELS, ZERO_SHOT_LABELS } from "../inputs/defaults";
import { CONVERSATIONAL_TAG, isConversational } from "../inputs/task-inputs";
import { CUSTOM_CODE_TAG, type ModelRecord } from "../model/model-record";
import { LIBRARY_TASK_MAPPING, REMOVED_IN_TRANSFORMERS_V5 } from "./library-to-tasks";
import { chatExampleMessages, isVisionChatModel } from "./shared/chat-example";
import { code, py } from "./shared/code-template";
import { isPythonIdentifier } from "./shared/python-identifier";
import { pythonSnippet } from "./shared/snippet";
import { isCausalModelOfOtherTask, taskAutoClasses } from "./shared/task-auto-classes";
import { TEXT_INPUT_PIPELINES } from "./shared/text-input-pipelines";
import type { LibrarySnippet, ModelLibraryEntry } from "./types";

/** The tasks a transformers `pipeline(...)` serves (28 pipeline tags). */
const PIPELINE_TASKS: ReadonlySet<string> = new Set(LIBRARY_TASK_MAPPING.transformers);

/** Pipelines transformers v5 dropped: their snippet says to pin v4 or load the model directly. */
const PIPELINES_REMOVED_IN_V5: ReadonlySet<string> = new Set(REMOVED_IN_TRANSFORMERS_V5);

/** The image the image pipelines' examples run on (a photo of parrots). */
const EXAMPLE_IMAGE_URL =
  "https://huggingface.co/datasets/huggingface/documentation-images/resolve/main/hub/parrots.png";

/** Variable name for the preprocessing object a transformersInfo processor class loads. */
function processorVariable(processorClass: string): string {
  if (processorClass === "AutoTokenizer") return "tokenizer";
  if (processorClass === "AutoFeatureExtractor") return "feature_extractor";
  if (processorClass === "AutoImageProcessor") return "image_processor";
  return "processor";
}

function firstWidgetText(model: ModelRecord, key: "text" | "context"): string | undefined {
  return model.widgetData?.find((example) => typeof example[key] === "string")?.[key];
}

/** Whether the model takes chat messages: a chat model, or a causal model of another task tagged as one. */
function takesChatMessages(model: ModelRecord): boolean {
  return (
    isConversational(model) || (isCausalModelOfOtherTask(model) && model.tags.includes(CONVERSATIONAL_TAG))
  );
}

/** A call of the pipeline on an example input, or "" when the task has no obvious one. */
function pipelineCall(model: ModelRecord, task: string): string {
  if (takesChatMessages(model) && (task === "text-generation" || task === "image-text-to-text")) {
    const messages = pythonLiteral(chatExampleMessages(model));
    return isVisionChatModel(model)
      ? `messages = ${messages}\npipe(text=messages)`
      : `messages = ${messages}\npipe(messages)`;
  }
  const widget = model.widgetData?.[0];
  if (task === "zero-shot-image-classification") {
    return py`pipe(${EXAMPLE_IMAGE_URL}, candidate_labels=${code(pythonLiteral([...IMAGE_LABELS]))})`;
  }
  if (task === "image-classification" || task === "object-detection" || task === "image-segmentation") {
    return py`pipe(${widget?.src ?? EXAMPLE_IMAGE_URL})`;
  }
  const text = firstWidgetText(model, "text");
  if (text === undefined) return "";
  if (task === "zero-shot-classification") {
    const declared = widget?.candidate_labels
      ?.split(",")
      .map((label) => label.trim())
      .filter(Boolean);
    const labels = declared?.length ? declared : [...ZERO_SHOT_LABELS];
    return py`pipe(${text}, candidate_labels=${code(pythonLiteral(labels))})`;
  }
  if (task === "question-answering") {
    const context = firstWidgetText(model, "context");
    return context === undefined ? "" : py`pipe(question=${text}, context=${context})`;
  }
  return TEXT_INPUT_PIPELINES.has(task) ? py`pipe(${text})` : "";
}

function pipelineSnippet(model: ModelRecord, task: string, remoteCode: string): LibrarySnippet {
  const warning = PIPELINES_REMOVED_IN_V5.has(task)
    ? "# This pipeline was removed in transformers v5: install transformers<5 to use it,\n" +
      "# or load the model directly as shown below.\n"
    : task !== model.pipeline_tag
      ? causalModelComment(model, "its text-generation pipeline loads it.")
      : "";
  const call = pipelineCall(model, task);
  // A chat call opens with its messages list, set off by a blank line.
  const example = call === "" ? "" : call.startsWith("messages") ? `\n\n${call}` : `\n${call}`;
  return pythonSnippet(
    py`
${code(warning)}from transformers import pipeline

pipe = pipeline(${task}, model=${model.id}${code(remoteCode)})${code(example)}`,
    "Use a pipeline as a high-level helper",
  );
}

/** Chat-template generation with the auto classes, for chat models that ship a processor. */
function chatGeneration(model: ModelRecord, processor: string): string {
  return `

messages = ${pythonLiteral(chatExampleMessages(model))}
inputs = ${processor}.apply_chat_template(
    messages,
    add_generation_prompt=True,
    tokenize=True,
    return_dict=True,
    return_tensors="pt",
).to(model.device)

outputs = model.generate(**inputs, max_new_tokens=40)
print(${processor}.decode(outputs[0][inputs["input_ids"].shape[-1]:]))`;
}

/**
 * The "⚠️ Type of model unknown" comment that opens the direct-loading snippet when transformers
 * has no pipeline for the model's pipeline tag, or no usable auto class is recorded, or both.
 */
function unknownTypeWarning(unknownTask: string | undefined, hasAutoClass: boolean): string {
  if (unknownTask === undefined) {
    return hasAutoClass
      ? ""
      : "# ⚠️ Type of model unknown: no usable auto class is recorded for this model, so this\n" +
          "# loads it with the generic AutoModel (its base weights, without a task head).\n";
  }
  // The tag comes from the model, so it reaches the comment as a Python string literal (one line).
  const noPipeline = py`# ⚠️ Type of model unknown: transformers has no pipeline for the task ${unknownTask}`;
  return hasAutoClass
    ? `${noPipeline},\n# so this loads the model directly with its auto classes.\n`
    : `${noPipeline}\n# and no usable auto class is recorded for this model, so this loads it with the\n` +
        "# generic AutoModel (its base weights, without a task head).\n";
}

/** Says that a model of another task is a causal language model, then `then`. */
function causalModelComment(model: ModelRecord, then: string): string {
  return py`# A causal language model, though its pipeline tag is ${model.pipeline_tag ?? ""}:\n# ${code(then)}\n`;
}

/** The comment that opens a direct-loading snippet whose auto classes come from the model's task. */
function taskClassesComment(model: ModelRecord, unknownTask: string | undefined): string {
  // The tag comes from the model, so it reaches the comment as a Python string literal (one line).
  const noPipeline =
    unknownTask === undefined ? "" : py`# transformers has no pipeline for the task ${unknownTask}.\n`;
  const classes = isCausalModelOfOtherTask(model)
    ? causalModelComment(model, "the auto classes of text generation, as the record names none.")
    : "# The auto classes of the model's task (the record names no usable ones).\n";
  return noPipeline + classes;
}

/**
 * "Load model directly" with the auto classes from transformersInfo. `unknownTask` is the model's
 * pipeline tag when transformers has no pipeline for it (the snippet then opens with a warning).
 */
function autoClassSnippet(
  model: ModelRecord,
  remoteCode: string,
  unknownTask: string | undefined,
): LibrarySnippet {
  const recorded = model.transformersInfo?.auto_model;
  // Without a usable recorded class, the task's (what its pipeline loads), said in a comment.
  const byTask = isPythonIdentifier(recorded) ? undefined : taskAutoClasses(model);
  const autoModel = byTask?.model ?? recorded;
  const processorClass = byTask ? byTask.processor : model.transformersInfo?.processor;
  const hasAutoClass = isPythonIdentifier(autoModel);
  const warning = byTask
    ? taskClassesComment(model, unknownTask)
    : unknownTypeWarning(unknownTask, hasAutoClass);
  if (!hasAutoClass) {
    return pythonSnippet(
      py`
${code(warning)}from transformers import AutoModel

model = AutoModel.from_pretrained(${model.id}${code(remoteCode)})`,
      "Load model directly",
    );
  }
  const loadModel = py`model = ${code(autoModel)}.from_pretrained(${model.id}${code(remoteCode)}, device_map="auto")`;
  if (!isPythonIdentifier(processorClass)) {
    return pythonSnippet(
      `${warning}from transformers import ${autoModel}\n\n${loadModel}`,
      "Load model directly",
    );
  }
  const processor = processorVariable(processorClass);
  const chat =
    takesChatMessages(model) &&
    (model.pipeline_tag === "text-generation" || isCausalModelOfOtherTask(model) || isVisionChatModel(model))
      ? chatGeneration(model, processor)
      : "";
  return pythonSnippet(
    py`
${code(warning)}from transformers import ${code(processorClass)}, ${code(autoModel)}

${code(processor)} = ${code(processorClass)}.from_pretrained(${model.id}${code(remoteCode)})
${code(loadModel)}${code(chat)}`,
    "Load model directly",
  );
}

function transformersSnippets(model: ModelRecord): LibrarySnippet[] {
  const remoteCode = model.tags.includes(CUSTOM_CODE_TAG) ? ", trust_remote_code=True" : "";
  const task = isCausalModelOfOtherTask(model) ? "text-generation" : model.pipeline_tag;
  if (task !== undefined && PIPELINE_TASKS.has(task)) {
    return [pipelineSnippet(model, task, remoteCode), autoClassSnippet(model, remoteCode, undefined)];
  }
  return [autoClassSnippet(model, remoteCode, task)];
}

/** Transformers (library_name "transformers"): a task pipeline and the model's auto classes. */
export const transformers: ModelLibraryEntry = {
  prettyLabel: "Transformers",
  repoName: "🤗/transformers",
  repoUrl: "https://github.com/huggingface/transformers",
  docsUrl: "https://huggingface.co/docs/hub/transformers",
  filter: true,
  snippets: transformersSnippets,
};
