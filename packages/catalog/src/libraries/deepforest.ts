import type { ModelRecord } from "../model/model-record";
import { py } from "./shared/code-template";
import { pythonSnippet } from "./shared/snippet";
import type { LibrarySnippet, ModelLibraryEntry } from "./types";

function deepforestSnippets(model: ModelRecord): LibrarySnippet[] {
  return [
    pythonSnippet(py`
from deepforest import main

model = main.deepforest()
model.load_model(model_name=${model.id}, revision="main")

boxes = model.predict_image(path="path/to/image.png")`),
  ];
}

/** DeepForest (library_name "deepforest"): tree and bird detection in airborne imagery. */
export const deepforest: ModelLibraryEntry = {
  prettyLabel: "DeepForest",
  repoName: "deepforest",
  repoUrl: "https://github.com/weecology/DeepForest",
  docsUrl: "https://deepforest.readthedocs.io/en/latest/",
  filter: false,
  snippets: deepforestSnippets,
};
