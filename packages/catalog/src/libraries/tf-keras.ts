import type { ModelRecord } from "../model/model-record";
import { py } from "./shared/code-template";
import { pythonSnippet } from "./shared/snippet";
import type { LibrarySnippet, ModelLibraryEntry } from "./types";

function tfKerasSnippets(model: ModelRecord): LibrarySnippet[] {
  return [
    pythonSnippet(py`
# Legacy Keras 2 models: install tf_keras (or keras<3), see https://github.com/keras-team/tf-keras
from huggingface_hub import from_pretrained_keras

model = from_pretrained_keras(${model.id})`),
  ];
}

/** TF-Keras (library_name "tf-keras"): Keras 2 SavedModels. */
export const tfKeras: ModelLibraryEntry = {
  prettyLabel: "TF-Keras",
  repoName: "TF-Keras",
  repoUrl: "https://github.com/keras-team/tf-keras",
  docsUrl: "https://huggingface.co/docs/hub/tf-keras",
  filter: false,
  countDownloads: { paths: ["saved_model.pb"] },
  snippets: tfKerasSnippets,
};
