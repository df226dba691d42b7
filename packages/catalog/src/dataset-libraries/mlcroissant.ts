import { py } from "../libraries/shared/code-template";
import { pythonSnippet } from "../libraries/shared/snippet";
import type { DatasetLibraryEntry, DatasetSnippetInput } from "./types";

/** Croissant: reads a dataset through the Croissant metadata the hub publishes for it. */
export const mlcroissant: DatasetLibraryEntry = {
  prettyLabel: "Croissant",
  repoName: "croissant",
  repoUrl: "https://github.com/mlcommons/croissant/tree/main/python/mlcroissant",
  docsUrl: "https://huggingface.co/docs/dataset-viewer/mlcroissant",
  snippets: (dataset: DatasetSnippetInput) => [
    pythonSnippet(py`
import mlcroissant as mlc

ds = mlc.Dataset(${`https://huggingface.co/api/datasets/${dataset.id}/croissant`})

# Read the records of the first record set
record_set = ds.metadata.record_sets[0].uuid
for record in ds.records(record_set=record_set):
    print(record)
    break`),
  ],
};
