import type { ModelRecord } from "../model/model-record";
import { py } from "./shared/code-template";
import { pythonSnippet } from "./shared/snippet";
import type { LibrarySnippet, ModelLibraryEntry } from "./types";

/** File name the hub's scikit-learn integration saves a model under when no skops config says otherwise. */
const DEFAULT_JOBLIB_FILE = "sklearn_model.joblib";

function pickleSnippet(model: ModelRecord, file: string): LibrarySnippet {
  return pythonSnippet(py`
import joblib
from huggingface_hub import hf_hub_download

# Unpickling runs code from the file: only load pickles from sources you trust.
# See https://skops.readthedocs.io/en/stable/persistence.html
model = joblib.load(hf_hub_download(${model.id}, ${file}))`);
}

function skopsSnippet(model: ModelRecord, file: string): LibrarySnippet {
  return pythonSnippet(py`
from huggingface_hub import hf_hub_download
from skops.io import get_untrusted_types, load

path = hf_hub_download(${model.id}, ${file})
# skops refuses types it does not know: review this list before trusting it.
untrusted_types = get_untrusted_types(file=path)
print(untrusted_types)
model = load(path, trusted=untrusted_types)`);
}

function sklearnSnippets(model: ModelRecord): LibrarySnippet[] {
  if (!model.tags.includes("skops")) return [pickleSnippet(model, DEFAULT_JOBLIB_FILE)];
  const file = model.config?.sklearn?.model?.file;
  if (file === undefined) {
    return [
      pythonSnippet(
        "# ⚠️ Model filename not specified in config.json (sklearn.model.file): the file to load is unknown.",
      ),
    ];
  }
  return model.config?.sklearn?.model_format === "pickle"
    ? [pickleSnippet(model, file)]
    : [skopsSnippet(model, file)];
}

/** Scikit-learn (library_name "sklearn"): estimators saved with joblib, pickle or the skops format. */
export const sklearn: ModelLibraryEntry = {
  prettyLabel: "Scikit-learn",
  repoName: "Scikit-learn",
  repoUrl: "https://github.com/scikit-learn/scikit-learn",
  filter: true,
  countDownloads: { paths: ["sklearn_model.joblib"] },
  snippets: sklearnSnippets,
};
