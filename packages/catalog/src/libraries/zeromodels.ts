import type { ModelRecord } from "../model/model-record";
import { py } from "./shared/code-template";
import { pythonSnippet } from "./shared/snippet";
import type { LibrarySnippet, ModelLibraryEntry } from "./types";

function zeromodelsSnippets(model: ModelRecord): LibrarySnippet[] {
  return [
    pythonSnippet(py`
# pip install -U zeromodels
import os

# ZeroModels is pure Keras 3: choose its backend ("jax", "torch" or "tensorflow") before importing it
os.environ["KERAS_BACKEND"] = "jax"

from zeromodels import AutoZModel

# Reads the repository's model_type and builds the matching class. For a task head use its own
# loader instead (AutoZMImageClassify, AutoZMDetect, AutoZMSemanticSegment, AutoZMTextGenerate...)
model = AutoZModel.from_weights(${model.id})`),
  ];
}

/** ZeroModels (library_name "zeromodels"): pretrained models converted to pure Keras 3. */
export const zeromodels: ModelLibraryEntry = {
  prettyLabel: "ZeroModels",
  repoName: "ZeroModels",
  repoUrl: "https://github.com/IMvision12/ZeroModels",
  docsUrl: "https://imvision12.github.io/ZeroModels/",
  filter: false,
  countDownloads: { paths: ["model.weights.h5", "model.weights.json"] },
  snippets: zeromodelsSnippets,
};
