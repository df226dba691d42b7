import type { ModelRecord } from "../model/model-record";
import { py } from "./shared/code-template";
import { pythonSnippet } from "./shared/snippet";
import type { LibrarySnippet, ModelLibraryEntry } from "./types";

function araclipSnippets(model: ModelRecord): LibrarySnippet[] {
  return [
    pythonSnippet(py`
from araclip import AraClip

model = AraClip.from_pretrained(${model.id})`),
  ];
}

/** AraClip (library_name "araclip"): Arabic CLIP models. */
export const araclip: ModelLibraryEntry = {
  prettyLabel: "AraClip",
  repoName: "AraClip",
  repoUrl: "https://huggingface.co/Arabic-Clip/araclip",
  filter: false,
  snippets: araclipSnippets,
};
