import type { ModelRecord } from "../model/model-record";
import { code, py } from "./shared/code-template";
import { pythonSnippet } from "./shared/snippet";
import type { LibrarySnippet, ModelLibraryEntry } from "./types";

function allennlpSnippets(model: ModelRecord): LibrarySnippet[] {
  const load = py`
import allennlp_models
from allennlp.predictors.predictor import Predictor

predictor = Predictor.from_path(${`hf://${model.id}`})`;
  if (!model.tags.includes("question-answering")) return [pythonSnippet(load)];
  return [
    pythonSnippet(py`
${code(load)}
predictor_input = {
    "passage": "My name is Wolfgang and I live in Berlin",
    "question": "Where do I live?",
}
predictions = predictor.predict_json(predictor_input)`),
  ];
}

/** AllenNLP (library_name "allennlp"): predictors loaded from the hub with an hf:// path. */
export const allennlp: ModelLibraryEntry = {
  prettyLabel: "AllenNLP",
  repoName: "AllenNLP",
  repoUrl: "https://github.com/allenai/allennlp",
  docsUrl: "https://huggingface.co/docs/hub/allennlp",
  filter: true,
  snippets: allennlpSnippets,
};
