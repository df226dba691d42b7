import { py } from "../libraries/shared/code-template";
import { pythonSnippet, shellSnippet } from "../libraries/shared/snippet";
import type { DatasetLibraryEntry, DatasetSnippetInput } from "./types";

/** Daft: distributed dataframes with a native reader for hub datasets. */
export const daft: DatasetLibraryEntry = {
  prettyLabel: "Daft",
  repoName: "daft",
  repoUrl: "https://github.com/Eventual-Inc/Daft",
  docsUrl: "https://huggingface.co/docs/hub/datasets-daft",
  snippets: (dataset: DatasetSnippetInput) => [
    shellSnippet(`pip install "daft[huggingface]"`, "Install"),
    pythonSnippet(py`
import daft

df = daft.read_huggingface(${dataset.id})
df.show()`),
  ],
};
