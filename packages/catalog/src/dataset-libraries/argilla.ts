import { py } from "../libraries/shared/code-template";
import { pythonSnippet, shellSnippet } from "../libraries/shared/snippet";
import type { DatasetLibraryEntry, DatasetSnippetInput } from "./types";

/** Argilla: loads a dataset into an Argilla server for annotation. */
export const argilla: DatasetLibraryEntry = {
  prettyLabel: "Argilla",
  repoName: "argilla",
  repoUrl: "https://github.com/argilla-io/argilla",
  docsUrl: "https://huggingface.co/docs/hub/datasets-argilla",
  snippets: (dataset: DatasetSnippetInput) => [
    shellSnippet("pip install argilla", "Install"),
    pythonSnippet(py`
import argilla as rg

# Connect to your Argilla server (for example one running on a Space)
client = rg.Argilla(api_url="https://<your-argilla-server>", api_key="<your-api-key>")

dataset = rg.Dataset.from_hub(${dataset.id})`),
  ],
};
