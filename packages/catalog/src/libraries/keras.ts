import type { ModelRecord } from "../model/model-record";
import { py } from "./shared/code-template";
import { pythonSnippet } from "./shared/snippet";
import type { LibrarySnippet, ModelLibraryEntry } from "./types";

function kerasSnippets(model: ModelRecord): LibrarySnippet[] {
  return [
    pythonSnippet(py`
import os

os.environ["KERAS_BACKEND"] = "jax"  # or "torch" or "tensorflow"

import keras

model = keras.saving.load_model(${`hf://${model.id}`})`),
  ];
}

/** Keras (library_name "keras"): Keras 3 models saved in the .keras format. */
export const keras: ModelLibraryEntry = {
  prettyLabel: "Keras",
  repoName: "Keras",
  repoUrl: "https://github.com/keras-team/keras",
  docsUrl: "https://huggingface.co/docs/hub/keras",
  filter: true,
  countDownloads: { paths: ["config.json"], extensions: ["keras"] },
  snippets: kerasSnippets,
};
