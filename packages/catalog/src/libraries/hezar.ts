import type { ModelRecord } from "../model/model-record";
import { py } from "./shared/code-template";
import { pythonSnippet } from "./shared/snippet";
import type { LibrarySnippet, ModelLibraryEntry } from "./types";

function hezarSnippets(model: ModelRecord): LibrarySnippet[] {
  return [
    pythonSnippet(py`
from hezar.models import Model

model = Model.load(${model.id})`),
  ];
}

/** Hezar (library_name "hezar"): Persian-language models. */
export const hezar: ModelLibraryEntry = {
  prettyLabel: "Hezar",
  repoName: "Hezar",
  repoUrl: "https://github.com/hezarai/hezar",
  docsUrl: "https://hezarai.github.io/hezar",
  filter: false,
  countDownloads: { paths: ["model_config.yaml", "embedding/embedding_config.yaml"] },
  snippets: hezarSnippets,
};
