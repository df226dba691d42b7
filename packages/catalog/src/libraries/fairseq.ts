import type { ModelRecord } from "../model/model-record";
import { py } from "./shared/code-template";
import { pythonSnippet } from "./shared/snippet";
import type { LibrarySnippet, ModelLibraryEntry } from "./types";

function fairseqSnippets(model: ModelRecord): LibrarySnippet[] {
  return [
    pythonSnippet(py`
from fairseq.checkpoint_utils import load_model_ensemble_and_task_from_hf_hub

models, cfg, task = load_model_ensemble_and_task_from_hf_hub(${model.id})`),
  ];
}

/** Fairseq (library_name "fairseq"): sequence models from Meta research. */
export const fairseq: ModelLibraryEntry = {
  prettyLabel: "Fairseq",
  repoName: "fairseq",
  repoUrl: "https://github.com/pytorch/fairseq",
  filter: true,
  snippets: fairseqSnippets,
};
