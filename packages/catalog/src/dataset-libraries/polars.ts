import { code, py } from "../libraries/shared/code-template";
import { pythonSnippet } from "../libraries/shared/snippet";
import { parquetExportGlob, pickDataFile } from "./data-files";
import type { DatasetLibraryEntry, DatasetSnippetInput } from "./types";

function polarsSnippets(dataset: DatasetSnippetInput) {
  const file = dataset.files?.length ? pickDataFile(dataset) : undefined;
  const url = file?.url ?? parquetExportGlob(dataset.id);
  const reader =
    file?.format === "csv"
      ? "read_csv"
      : file?.format === "json"
        ? file.jsonLines
          ? "read_ndjson"
          : "read_json"
        : "read_parquet";
  return [
    pythonSnippet(py`
import polars as pl

df = pl.${code(reader)}(${url})
print(df.head())`),
  ];
}

/** Polars: fast dataframes with native hf:// support, globs included. */
export const polars: DatasetLibraryEntry = {
  prettyLabel: "Polars",
  repoName: "polars",
  repoUrl: "https://github.com/pola-rs/polars",
  docsUrl: "https://huggingface.co/docs/hub/datasets-polars",
  snippets: polarsSnippets,
};
