import { py } from "../libraries/shared/code-template";
import { pythonSnippet } from "../libraries/shared/snippet";
import type { DatasetLibraryEntry, DatasetSnippetInput } from "./types";

/** FiftyOne: visual datasets explored in the FiftyOne app. */
export const fiftyone: DatasetLibraryEntry = {
  prettyLabel: "FiftyOne",
  repoName: "fiftyone",
  repoUrl: "https://github.com/voxel51/fiftyone",
  docsUrl: "https://huggingface.co/docs/hub/datasets-fiftyone",
  snippets: (dataset: DatasetSnippetInput) => [
    pythonSnippet(py`
import fiftyone as fo
from fiftyone.utils.huggingface import load_from_hub

dataset = load_from_hub(${dataset.id})
session = fo.launch_app(dataset)`),
  ],
};
