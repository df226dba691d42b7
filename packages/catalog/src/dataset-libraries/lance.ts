import { code, py } from "../libraries/shared/code-template";
import { pythonSnippet } from "../libraries/shared/snippet";
import type { DatasetLibraryEntry, DatasetSnippetInput } from "./types";

/** The first `<name>.lance` folder among the dataset's files. */
function lanceTableOf(files: readonly string[]): string | undefined {
  for (const path of [...files].sort()) {
    const parts = path.split("/");
    const index = parts.findIndex((part) => part.endsWith(".lance"));
    if (index !== -1 && index < parts.length - 1) return parts.slice(0, index + 1).join("/");
  }
  return undefined;
}

function lanceSnippets(dataset: DatasetSnippetInput) {
  const table = lanceTableOf(dataset.files ?? []);
  const open = table
    ? py`ds = lance.dataset(${`hf://datasets/${dataset.id}/${table}`})`
    : py`
# Point at the dataset's <name>.lance folder
ds = lance.dataset(${`hf://datasets/${dataset.id}/data/train.lance`})`;
  return [
    pythonSnippet(py`
import lance

${code(open)}
print(ds.to_table(limit=10))`),
  ];
}

/** Lance: columnar tables for ML data, opened in place on the hub. */
export const lance: DatasetLibraryEntry = {
  prettyLabel: "Lance",
  repoName: "lance",
  repoUrl: "https://github.com/lance-format/lance",
  docsUrl: "https://huggingface.co/docs/hub/datasets-lance",
  snippets: lanceSnippets,
};
