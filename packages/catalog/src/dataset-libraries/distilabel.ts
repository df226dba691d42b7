import { py, sh } from "../libraries/shared/code-template";
import { pythonSnippet, shellSnippet } from "../libraries/shared/snippet";
import type { DatasetLibraryEntry, DatasetSnippetInput } from "./types";

/** Distilabel: synthetic-data pipelines; a dataset feeds a pipeline, or re-runs the one that made it. */
export const distilabel: DatasetLibraryEntry = {
  prettyLabel: "Distilabel",
  repoName: "distilabel",
  repoUrl: "https://github.com/argilla-io/distilabel",
  docsUrl: "https://huggingface.co/docs/hub/datasets-distilabel",
  snippets: (dataset: DatasetSnippetInput) => [
    pythonSnippet(
      py`
from distilabel.pipeline import Pipeline
from distilabel.steps import LoadDataFromHub

with Pipeline(name="from-hub") as pipeline:
    load_data = LoadDataFromHub(repo_id=${dataset.id}, split="train")`,
      "Use the dataset as a pipeline input",
    ),
    shellSnippet(
      sh`
# For a dataset made with distilabel: run the pipeline that generated it again
distilabel pipeline run --config ${`https://huggingface.co/datasets/${dataset.id}/raw/main/pipeline.yaml`}`,
      "Reproduce the dataset",
    ),
  ],
};
