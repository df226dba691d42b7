import { code, py } from "../libraries/shared/code-template";
import { pythonSnippet } from "../libraries/shared/snippet";
import { pickDataFile } from "./data-files";
import type { DatasetLibraryEntry, DatasetSnippetInput } from "./types";

function pyarrowSnippets(dataset: DatasetSnippetInput) {
  const file = pickDataFile(dataset);
  // pyarrow reads through the hub's fsspec filesystem, which takes the path without "hf://".
  const path = file.url.slice("hf://".length);
  const [module, reader] =
    file.format === "csv"
      ? ["pyarrow.csv", "pa_csv.read_csv(f)"]
      : file.format === "json"
        ? ["pyarrow.json", "pa_json.read_json(f)"]
        : ["pyarrow.parquet", "pq.read_table(f)"];
  const alias = file.format === "csv" ? "pa_csv" : file.format === "json" ? "pa_json" : "pq";
  return [
    pythonSnippet(py`
import ${code(module)} as ${code(alias)}
from huggingface_hub import HfFileSystem

fs = HfFileSystem()
with fs.open(${path}, "rb") as f:
    table = ${code(reader)}
print(table.slice(0, 10))`),
  ];
}

/** PyArrow: Arrow tables from a dataset's files, through the hub's filesystem. */
export const pyarrow: DatasetLibraryEntry = {
  prettyLabel: "PyArrow",
  repoName: "arrow",
  repoUrl: "https://github.com/apache/arrow",
  docsUrl: "https://huggingface.co/docs/hub/datasets-pyarrow",
  snippets: pyarrowSnippets,
};
