import type { ModelRecord } from "../model/model-record";
import { cardBaseModel } from "./shared/card-base-model";
import { code, py } from "./shared/code-template";
import { pythonSnippet } from "./shared/snippet";
import type { LibrarySnippet, ModelLibraryEntry } from "./types";

/** PEFT task types (config.peft.task_type) and the transformers auto class of the base model they adapt. */
const AUTO_CLASS_BY_TASK_TYPE: Readonly<Record<string, string>> = {
  CAUSAL_LM: "AutoModelForCausalLM",
  SEQ_2_SEQ_LM: "AutoModelForSeq2SeqLM",
  SEQ_CLS: "AutoModelForSequenceClassification",
  TOKEN_CLS: "AutoModelForTokenClassification",
};

/**
 * The task type of an adapter for a pipeline tag, when config.json has no `peft` section (records
 * fetched without `config`): the tag is the model's own task, which is the adapted model's.
 */
const TASK_TYPE_BY_PIPELINE_TAG: Readonly<Record<string, string>> = {
  "text-generation": "CAUSAL_LM",
  "text2text-generation": "SEQ_2_SEQ_LM",
  summarization: "SEQ_2_SEQ_LM",
  translation: "SEQ_2_SEQ_LM",
  "text-classification": "SEQ_CLS",
  "token-classification": "TOKEN_CLS",
};

function peftSnippets(model: ModelRecord): LibrarySnippet[] {
  const peftConfig = model.config?.peft;
  const taskType =
    peftConfig?.task_type ??
    (model.pipeline_tag !== undefined && Object.hasOwn(TASK_TYPE_BY_PIPELINE_TAG, model.pipeline_tag)
      ? TASK_TYPE_BY_PIPELINE_TAG[model.pipeline_tag]
      : undefined);
  const autoClass =
    taskType !== undefined && Object.hasOwn(AUTO_CLASS_BY_TASK_TYPE, taskType)
      ? AUTO_CLASS_BY_TASK_TYPE[taskType]
      : undefined;
  if (autoClass === undefined) {
    return [pythonSnippet("# ⚠️ Task type is invalid. (config.peft.task_type names no supported PEFT task)")];
  }
  const baseModel = peftConfig?.base_model_name_or_path ?? cardBaseModel(model);
  if (baseModel === undefined) {
    return [pythonSnippet("# ⚠️ Base model is not found. (config.peft.base_model_name_or_path is missing)")];
  }
  const fromCard = peftConfig?.base_model_name_or_path === undefined || peftConfig.task_type === undefined;
  return [
    pythonSnippet(py`
${code(fromCard ? "# Base model and task as the model card states them (config.json does not say).\n" : "")}from peft import PeftModel
from transformers import ${code(autoClass)}

base_model = ${code(autoClass)}.from_pretrained(${baseModel})
model = PeftModel.from_pretrained(base_model, ${model.id})`),
  ];
}

/** PEFT (library_name "peft"): adapter weights applied to the base model named in adapter_config.json. */
export const peft: ModelLibraryEntry = {
  prettyLabel: "PEFT",
  repoName: "PEFT",
  repoUrl: "https://github.com/huggingface/peft",
  filter: true,
  countDownloads: { paths: ["adapter_config.json"] },
  snippets: peftSnippets,
};
