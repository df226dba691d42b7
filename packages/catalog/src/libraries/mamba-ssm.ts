import type { ModelRecord } from "../model/model-record";
import { py } from "./shared/code-template";
import { pythonSnippet } from "./shared/snippet";
import type { LibrarySnippet, ModelLibraryEntry } from "./types";

function mambaSnippets(model: ModelRecord): LibrarySnippet[] {
  return [
    pythonSnippet(py`
from mamba_ssm.models.mixer_seq_simple import MambaLMHeadModel

model = MambaLMHeadModel.from_pretrained(${model.id})`),
  ];
}

/** Mamba (library_name "mamba-ssm"): selective state-space language models. */
export const mambaSsm: ModelLibraryEntry = {
  prettyLabel: "MambaSSM",
  repoName: "MambaSSM",
  repoUrl: "https://github.com/state-spaces/mamba",
  filter: false,
  snippets: mambaSnippets,
};
