import type { ModelRecord } from "../model/model-record";
import { py } from "./shared/code-template";
import { pythonSnippet } from "./shared/snippet";
import type { LibrarySnippet, ModelLibraryEntry } from "./types";

function vfiMambaSnippets(model: ModelRecord): LibrarySnippet[] {
  return [
    pythonSnippet(py`
from Trainer_finetune import Model

model = Model.from_pretrained(${model.id})`),
  ];
}

/** VFIMamba (library_name "vfi-mamba"): video frame interpolation; run from a clone of its repository. */
export const vfiMamba: ModelLibraryEntry = {
  prettyLabel: "VFIMamba",
  repoName: "VFIMamba",
  repoUrl: "https://github.com/MCG-NJU/VFIMamba",
  filter: false,
  countDownloads: { extensions: ["pkl"] },
  snippets: vfiMambaSnippets,
};
