import type { ModelRecord } from "../model/model-record";
import { py } from "./shared/code-template";
import { pythonSnippet } from "./shared/snippet";
import type { LibrarySnippet, ModelLibraryEntry } from "./types";

function fasttextSnippets(model: ModelRecord): LibrarySnippet[] {
  return [
    pythonSnippet(py`
import fasttext
from huggingface_hub import hf_hub_download

model = fasttext.load_model(hf_hub_download(${model.id}, "model.bin"))`),
  ];
}

/** fastText (library_name "fasttext"): word vectors and text classifiers in model.bin. */
export const fasttext: ModelLibraryEntry = {
  prettyLabel: "fastText",
  repoName: "fastText",
  repoUrl: "https://fasttext.cc/",
  filter: true,
  countDownloads: { extensions: ["bin"] },
  snippets: fasttextSnippets,
};
