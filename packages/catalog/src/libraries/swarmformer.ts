import type { ModelRecord } from "../model/model-record";
import { py } from "./shared/code-template";
import { pythonSnippet } from "./shared/snippet";
import type { LibrarySnippet, ModelLibraryEntry } from "./types";

function swarmformerSnippets(model: ModelRecord): LibrarySnippet[] {
  return [
    pythonSnippet(py`
from swarmformer import SwarmFormerModel

model = SwarmFormerModel.from_pretrained(${model.id})`),
  ];
}

/** SwarmFormer (library_name "swarmformer"): token-swarm transformers for text classification. */
export const swarmformer: ModelLibraryEntry = {
  prettyLabel: "SwarmFormer",
  repoName: "SwarmFormer",
  repoUrl: "https://github.com/takara-ai/SwarmFormer",
  filter: false,
  snippets: swarmformerSnippets,
};
