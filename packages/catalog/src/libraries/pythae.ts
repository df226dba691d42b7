import type { ModelRecord } from "../model/model-record";
import { py } from "./shared/code-template";
import { pythonSnippet } from "./shared/snippet";
import type { LibrarySnippet, ModelLibraryEntry } from "./types";

function pythaeSnippets(model: ModelRecord): LibrarySnippet[] {
  return [
    pythonSnippet(py`
from pythae.models import AutoModel

model = AutoModel.load_from_hf_hub(${model.id})`),
  ];
}

/** Pythae (library_name "pythae"): variational autoencoder models. */
export const pythae: ModelLibraryEntry = {
  prettyLabel: "pythae",
  repoName: "pythae",
  repoUrl: "https://github.com/clementchadebec/benchmark_VAE",
  filter: false,
  snippets: pythaeSnippets,
};
