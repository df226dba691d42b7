import { py } from "../libraries/shared/code-template";
import { pythonSnippet } from "../libraries/shared/snippet";
import type { DatasetLibraryEntry, DatasetSnippetInput } from "./types";

/** Datasets: the hub's own loading library. */
export const datasets: DatasetLibraryEntry = {
  prettyLabel: "Datasets",
  repoName: "datasets",
  repoUrl: "https://github.com/huggingface/datasets",
  docsUrl: "https://huggingface.co/docs/hub/datasets-usage",
  snippets: (dataset: DatasetSnippetInput) => [
    pythonSnippet(py`
from datasets import load_dataset

ds = load_dataset(${dataset.id})`),
  ],
};
