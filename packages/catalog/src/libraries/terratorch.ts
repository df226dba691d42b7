import type { ModelRecord } from "../model/model-record";
import { py } from "./shared/code-template";
import { pythonSnippet } from "./shared/snippet";
import type { LibrarySnippet, ModelLibraryEntry } from "./types";

function terratorchSnippets(model: ModelRecord): LibrarySnippet[] {
  return [
    pythonSnippet(py`
from terratorch.registry import BACKBONE_REGISTRY

model = BACKBONE_REGISTRY.build(${model.id})`),
  ];
}

/** TerraTorch (library_name "terratorch"): geospatial foundation models as backbones. */
export const terratorch: ModelLibraryEntry = {
  prettyLabel: "TerraTorch",
  repoName: "TerraTorch",
  repoUrl: "https://github.com/IBM/terratorch",
  docsUrl: "https://ibm.github.io/terratorch/",
  filter: false,
  countDownloads: { extensions: ["pt", "ckpt"] },
  snippets: terratorchSnippets,
};
