import type { ModelRecord } from "../model/model-record";
import { code, py } from "./shared/code-template";
import { isPythonIdentifier } from "./shared/python-identifier";
import { pythonSnippet } from "./shared/snippet";
import type { LibrarySnippet, ModelLibraryEntry } from "./types";

/** The model class comes from config.json's first architecture; without a usable one, AutoModel. */
function paddlenlpSnippets(model: ModelRecord): LibrarySnippet[] {
  const architecture = model.config?.architectures?.[0];
  const known = isPythonIdentifier(architecture);
  const modelClass = known ? architecture : "AutoModel";
  const warning = known
    ? ""
    : "# ⚠️ Type of model unknown: config.json names no usable architecture, so this uses AutoModel.\n";
  return [
    pythonSnippet(py`
${code(warning)}from paddlenlp.transformers import AutoTokenizer, ${code(modelClass)}

tokenizer = AutoTokenizer.from_pretrained(${model.id}, from_hf_hub=True)
model = ${code(modelClass)}.from_pretrained(${model.id}, from_hf_hub=True)`),
  ];
}

/** PaddleNLP (library_name "paddlenlp"): PaddlePaddle language models loaded from the hub. */
export const paddlenlp: ModelLibraryEntry = {
  prettyLabel: "paddlenlp",
  repoName: "PaddleNLP",
  repoUrl: "https://github.com/PaddlePaddle/PaddleNLP",
  docsUrl: "https://huggingface.co/docs/hub/paddlenlp",
  filter: true,
  countDownloads: { paths: ["model_config.json"] },
  snippets: paddlenlpSnippets,
};
