import type { ModelRecord } from "../model/model-record";
import { py } from "./shared/code-template";
import { pythonSnippet, repoNameOf } from "./shared/snippet";
import type { LibrarySnippet, ModelLibraryEntry } from "./types";

function mobilintSnippets(model: ModelRecord): LibrarySnippet[] {
  return [
    pythonSnippet(py`
# pip install mblt-model-zoo
from mblt_model_zoo.vision import MBLT_Engine

model = MBLT_Engine(
    model_cls=${repoNameOf(model.id)},
    model_type="DEFAULT",
    model_path="",
    core_mode="global8",
)

try:
    image = model.preprocess("path/to/image.jpg")
    output = model(image)
    result = model.postprocess(output)
finally:
    model.dispose()`),
  ];
}

/** Mobilint (library_name "mobilint"): models compiled for Mobilint NPUs, run from the model zoo. */
export const mobilint: ModelLibraryEntry = {
  prettyLabel: "Mobilint",
  repoName: "mblt-model-zoo",
  repoUrl: "https://github.com/mobilint/mblt-model-zoo",
  docsUrl: "https://docs.mobilint.com",
  filter: false,
  countDownloads: { paths: ["config.json"], extensions: ["mxq"] },
  snippets: mobilintSnippets,
};
