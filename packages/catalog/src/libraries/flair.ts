import type { ModelRecord } from "../model/model-record";
import { py } from "./shared/code-template";
import { pythonSnippet } from "./shared/snippet";
import type { LibrarySnippet, ModelLibraryEntry } from "./types";

function flairSnippets(model: ModelRecord): LibrarySnippet[] {
  return [
    pythonSnippet(py`
from flair.models import SequenceTagger

tagger = SequenceTagger.load(${model.id})`),
  ];
}

/** Flair (library_name "flair"): sequence taggers. */
export const flair: ModelLibraryEntry = {
  prettyLabel: "Flair",
  repoName: "Flair",
  repoUrl: "https://github.com/flairNLP/flair",
  docsUrl: "https://huggingface.co/docs/hub/flair",
  filter: true,
  countDownloads: { paths: ["pytorch_model.bin"] },
  snippets: flairSnippets,
};
