import type { ModelRecord } from "../model/model-record";
import { py } from "./shared/code-template";
import { pythonSnippet } from "./shared/snippet";
import type { LibrarySnippet, ModelLibraryEntry } from "./types";

function pxiaSnippets(model: ModelRecord): LibrarySnippet[] {
  return [
    pythonSnippet(py`
from pxia import AutoModel

model = AutoModel.from_pretrained(${model.id})`),
  ];
}

/** pxia (library_name "pxia"): small PyTorch models packaged for the hub. */
export const pxia: ModelLibraryEntry = {
  prettyLabel: "pxia",
  repoName: "pxia",
  repoUrl: "https://github.com/not-lain/pxia",
  filter: false,
  snippets: pxiaSnippets,
};
