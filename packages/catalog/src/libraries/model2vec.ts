import type { ModelRecord } from "../model/model-record";
import { py } from "./shared/code-template";
import { pythonSnippet } from "./shared/snippet";
import type { LibrarySnippet, ModelLibraryEntry } from "./types";

function model2vecSnippets(model: ModelRecord): LibrarySnippet[] {
  return [
    pythonSnippet(py`
from model2vec import StaticModel

model = StaticModel.from_pretrained(${model.id})
embeddings = model.encode(["It's dangerous to go alone!", "It's a secret to everybody."])`),
  ];
}

/** Model2Vec (library_name "model2vec"): static sentence embeddings distilled from transformers. */
export const model2vec: ModelLibraryEntry = {
  prettyLabel: "Model2Vec",
  repoName: "model2vec",
  repoUrl: "https://github.com/MinishLab/model2vec",
  filter: false,
  snippets: model2vecSnippets,
};
