import type { ModelRecord } from "../model/model-record";
import { py } from "./shared/code-template";
import { pythonSnippet } from "./shared/snippet";
import type { LibrarySnippet, ModelLibraryEntry } from "./types";

function setfitSnippets(model: ModelRecord): LibrarySnippet[] {
  return [
    pythonSnippet(py`
from setfit import SetFitModel

model = SetFitModel.from_pretrained(${model.id})`),
  ];
}

/** SetFit (library_name "setfit"): few-shot text classification on sentence transformers. */
export const setfit: ModelLibraryEntry = {
  prettyLabel: "setfit",
  repoName: "setfit",
  repoUrl: "https://github.com/huggingface/setfit",
  docsUrl: "https://huggingface.co/docs/hub/setfit",
  filter: true,
  snippets: setfitSnippets,
};
