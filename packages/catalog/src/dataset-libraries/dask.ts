import { code, py } from "../libraries/shared/code-template";
import { pythonSnippet } from "../libraries/shared/snippet";
import { parquetExportGlob, pickDataFile } from "./data-files";
import type { DatasetLibraryEntry, DatasetSnippetInput } from "./types";

function daskSnippets(dataset: DatasetSnippetInput) {
  const file = dataset.files?.length ? pickDataFile(dataset) : undefined;
  // Without a known file, read every Parquet file of the hub's export at once.
  const url = file?.url ?? parquetExportGlob(dataset.id);
  const reader = file?.format === "csv" ? "read_csv" : file?.format === "json" ? "read_json" : "read_parquet";
  const options = file?.jsonLines ? code(", lines=True") : code("");
  return [
    pythonSnippet(py`
import dask.dataframe as dd

df = dd.${code(reader)}(${url}${options})
print(df.head())`),
  ];
}

/** Dask: parallel dataframes over a dataset's files, read through hf:// paths. */
export const dask: DatasetLibraryEntry = {
  prettyLabel: "Dask",
  repoName: "dask",
  repoUrl: "https://github.com/dask/dask",
  docsUrl: "https://huggingface.co/docs/hub/datasets-dask",
  snippets: daskSnippets,
};
