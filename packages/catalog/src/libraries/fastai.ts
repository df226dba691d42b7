import type { ModelRecord } from "../model/model-record";
import { py } from "./shared/code-template";
import { pythonSnippet } from "./shared/snippet";
import type { LibrarySnippet, ModelLibraryEntry } from "./types";

function fastaiSnippets(model: ModelRecord): LibrarySnippet[] {
  return [
    pythonSnippet(py`
from huggingface_hub import from_pretrained_fastai

learn = from_pretrained_fastai(${model.id})`),
  ];
}

/** fastai (library_name "fastai"): learners saved with huggingface_hub. */
export const fastai: ModelLibraryEntry = {
  prettyLabel: "fastai",
  repoName: "fastai",
  repoUrl: "https://github.com/fastai/fastai",
  docsUrl: "https://huggingface.co/docs/hub/fastai",
  filter: true,
  snippets: fastaiSnippets,
};
