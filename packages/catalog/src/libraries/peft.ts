import type { ModelRecord } from "../model/model-record";
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

function peftSnippets(model: ModelRecord): LibrarySnippet[] {
  const taskType = model.config?.peft?.task_type;
  const autoClass =
    taskType !== undefined && Object.hasOwn(AUTO_CLASS_BY_TASK_TYPE, taskType)
      ? AUTO_CLASS_BY_TASK_TYPE[taskType]
      : undefined;
  if (autoClass === undefined) {
    return [pythonSnippet("# ⚠️ Task type is invalid. (config.peft.task_type names no supported PEFT task)")];
  }
  const baseModel = model.config?.peft?.base_model_name_or_path;
  if (baseModel === undefined) {
    return [pythonSnippet("# ⚠️ Base model is not found. (config.peft.base_model_name_or_path is missing)")];
  }
  return [
    pythonSnippet(py`
from peft import PeftModel
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
