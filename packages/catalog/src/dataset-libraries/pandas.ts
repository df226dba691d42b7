import { code, py } from "../libraries/shared/code-template";
import { pythonSnippet } from "../libraries/shared/snippet";
import { pickDataFile } from "./data-files";
import type { DatasetLibraryEntry, DatasetSnippetInput } from "./types";

function pandasSnippets(dataset: DatasetSnippetInput) {
  const file = pickDataFile(dataset);
  const reader = file.format === "csv" ? "read_csv" : file.format === "json" ? "read_json" : "read_parquet";
  const options = file.jsonLines ? code(", lines=True") : code("");
  return [
    pythonSnippet(py`
import pandas as pd

# hf:// paths need huggingface_hub installed
df = pd.${code(reader)}(${file.url}${options})`),
  ];
}

/** pandas: one data file into a DataFrame, through an hf:// path. */
export const pandas: DatasetLibraryEntry = {
  prettyLabel: "pandas",
  repoName: "pandas",
  repoUrl: "https://github.com/pandas-dev/pandas",
  docsUrl: "https://huggingface.co/docs/hub/datasets-pandas",
  snippets: pandasSnippets,
};
