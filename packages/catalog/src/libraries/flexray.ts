import type { ModelRecord } from "../model/model-record";
import { py } from "./shared/code-template";
import { pythonSnippet, shellSnippet } from "./shared/snippet";
import type { LibrarySnippet, ModelLibraryEntry } from "./types";

function flexraySnippets(model: ModelRecord): LibrarySnippet[] {
  return [
    shellSnippet("pip install flexray", "Install"),
    pythonSnippet(py`
from fxr.inference import FleXraySegmenter

segmenter = FleXraySegmenter.from_pretrained(${model.id})
prediction = segmenter.predict("image.png", threshold=0.5)
masks = prediction.masks  # one mask per predicted structure`),
  ];
}

/** FleXray (library_name "flexray"): image segmentation; the package imports as fxr. */
export const flexray: ModelLibraryEntry = {
  prettyLabel: "FleXray",
  repoName: "FleXray",
  repoUrl: "https://github.com/VictorButoi/FleXray",
  filter: false,
  countDownloads: { extensions: ["safetensors", "onnx"] },
  snippets: flexraySnippets,
};
