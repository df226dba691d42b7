import type { ModelRecord } from "../model/model-record";
import { py } from "./shared/code-template";
import { pythonSnippet } from "./shared/snippet";
import type { LibrarySnippet, ModelLibraryEntry } from "./types";

function relikSnippets(model: ModelRecord): LibrarySnippet[] {
  return [
    pythonSnippet(py`
from relik import Relik

relik = Relik.from_pretrained(${model.id})`),
  ];
}

/** ReLiK (library_name "relik"): entity linking and relation extraction. */
export const relik: ModelLibraryEntry = {
  prettyLabel: "Relik",
  repoName: "Relik",
  repoUrl: "https://github.com/SapienzaNLP/relik",
  filter: false,
  snippets: relikSnippets,
};
