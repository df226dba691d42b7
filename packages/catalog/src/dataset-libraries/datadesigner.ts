import { py } from "../libraries/shared/code-template";
import { pythonSnippet, shellSnippet } from "../libraries/shared/snippet";
import type { DatasetLibraryEntry, DatasetSnippetInput } from "./types";

/** The seed path Data Designer reads: a data file when one is known, else every Parquet file. */
function seedPathOf(dataset: DatasetSnippetInput): string {
  const parquet = [...(dataset.files ?? [])].filter((path) => path.toLowerCase().endsWith(".parquet")).sort();
  return parquet.length > 0 ? `datasets/${dataset.id}/${parquet[0]}` : `datasets/${dataset.id}/**/*.parquet`;
}

/** NeMo Data Designer: synthetic data generation, seeded with a hub dataset. */
export const datadesigner: DatasetLibraryEntry = {
  prettyLabel: "NeMo Data Designer",
  repoName: "datadesigner",
  repoUrl: "https://github.com/NVIDIA-NeMo/DataDesigner",
  docsUrl: "https://nvidia-nemo.github.io/DataDesigner/",
  snippets: (dataset: DatasetSnippetInput) => [
    shellSnippet("pip install data-designer", "Install"),
    pythonSnippet(py`
import data_designer.config as dd
from data_designer.interface import DataDesigner

data_designer = DataDesigner()
config_builder = dd.DataDesignerConfigBuilder()

# Use this dataset's rows as seeds: its columns become {{ variables }} in prompts
config_builder.with_seed_dataset(dd.HuggingFaceSeedSource(path=${seedPathOf(dataset)}))`),
  ],
};
