import type { ModelRecord } from "../model/model-record";
import { py } from "./shared/code-template";
import { pythonSnippet } from "./shared/snippet";
import type { LibrarySnippet, ModelLibraryEntry } from "./types";

function bertopicSnippets(model: ModelRecord): LibrarySnippet[] {
  return [
    pythonSnippet(py`
from bertopic import BERTopic

model = BERTopic.load(${model.id})`),
  ];
}

/** BERTopic (library_name "bertopic"): topic models. */
export const bertopic: ModelLibraryEntry = {
  prettyLabel: "BERTopic",
  repoName: "BERTopic",
  repoUrl: "https://github.com/MaartenGr/BERTopic",
  filter: true,
  snippets: bertopicSnippets,
};
