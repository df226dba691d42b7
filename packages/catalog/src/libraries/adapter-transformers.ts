import type { ModelRecord } from "../model/model-record";
import { cardBaseModel } from "./shared/card-base-model";
import { code, py } from "./shared/code-template";
import { pythonSnippet } from "./shared/snippet";
import type { LibrarySnippet, ModelLibraryEntry } from "./types";

function adapterSnippets(model: ModelRecord): LibrarySnippet[] {
  const configured = model.config?.adapter_transformers?.model_name;
  const baseModel = configured ?? cardBaseModel(model);
  if (baseModel === undefined) {
    return [
      pythonSnippet(py`
from adapters import AutoAdapterModel

# Base model is not found: config.json does not name it (adapter_transformers.model_name).
# Load the model this adapter was trained on, then add the adapter to it.
model = AutoAdapterModel.from_pretrained("<base-model-id>")
model.load_adapter(${model.id}, set_active=True)`),
    ];
  }
  return [
    pythonSnippet(py`
${code(configured === undefined ? "# The base model as the model card states it (config.json does not name it).\n" : "")}from adapters import AutoAdapterModel

model = AutoAdapterModel.from_pretrained(${baseModel})
model.load_adapter(${model.id}, set_active=True)`),
  ];
}

/** Adapters (library_name "adapter-transformers"): adapter weights loaded onto a base model. */
export const adapterTransformers: ModelLibraryEntry = {
  prettyLabel: "Adapters",
  repoName: "adapters",
  repoUrl: "https://github.com/Adapter-Hub/adapters",
  docsUrl: "https://huggingface.co/docs/hub/adapters",
  filter: true,
  countDownloads: { paths: ["adapter_config.json"] },
  snippets: adapterSnippets,
};
