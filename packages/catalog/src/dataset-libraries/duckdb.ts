import { code, py } from "../libraries/shared/code-template";
import { pythonSnippet } from "../libraries/shared/snippet";
import { parquetExportGlob, pickDataFile } from "./data-files";
import type { DatasetLibraryEntry, DatasetSnippetInput } from "./types";

function duckdbSnippets(dataset: DatasetSnippetInput) {
  const file = dataset.files?.length ? pickDataFile(dataset) : undefined;
  // The path goes through the Python API, not into SQL text, so it needs no SQL quoting.
  const url = file?.url ?? parquetExportGlob(dataset.id);
  const reader = file?.format === "csv" ? "read_csv" : file?.format === "json" ? "read_json" : "read_parquet";
  return [
    pythonSnippet(py`
import duckdb

relation = duckdb.${code(reader)}(${url})
relation.limit(10).show()`),
  ];
}

/** DuckDB: SQL over a dataset's files, read in place through hf:// paths. */
export const duckdb: DatasetLibraryEntry = {
  prettyLabel: "DuckDB",
  repoName: "duckdb",
  repoUrl: "https://github.com/duckdb/duckdb",
  docsUrl: "https://huggingface.co/docs/hub/datasets-duckdb",
  snippets: duckdbSnippets,
};
