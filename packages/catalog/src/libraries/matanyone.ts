import type { ModelRecord } from "../model/model-record";
import { py } from "./shared/code-template";
import { pythonSnippet } from "./shared/snippet";
import type { LibrarySnippet, ModelLibraryEntry } from "./types";

function matanyoneSnippets(model: ModelRecord): LibrarySnippet[] {
  return [
    pythonSnippet(
      py`
# Install from https://github.com/pq-yang/MatAnyone
from matanyone.model.matanyone import MatAnyone

model = MatAnyone.from_pretrained(${model.id})`,
      "Load the network",
    ),
    pythonSnippet(
      py`
from matanyone import InferenceCore

processor = InferenceCore(${model.id})`,
      "Video matting with the inference helper",
    ),
  ];
}

/** MatAnyone (library_name "matanyone"): video matting with consistent memory propagation. */
export const matanyone: ModelLibraryEntry = {
  prettyLabel: "MatAnyone",
  repoName: "MatAnyone",
  repoUrl: "https://github.com/pq-yang/MatAnyone",
  filter: false,
  snippets: matanyoneSnippets,
};
