import type { ModelRecord } from "../model/model-record";
import { py } from "./shared/code-template";
import { pythonSnippet } from "./shared/snippet";
import type { LibrarySnippet, ModelLibraryEntry } from "./types";

function bm25sSnippets(model: ModelRecord): LibrarySnippet[] {
  return [
    pythonSnippet(py`
from bm25s.hf import BM25HF

retriever = BM25HF.load_from_hub(${model.id})`),
  ];
}

/** BM25S (library_name "bm25s"): BM25 lexical retrieval indexes. */
export const bm25s: ModelLibraryEntry = {
  prettyLabel: "BM25S",
  repoName: "bm25s",
  repoUrl: "https://github.com/xhluca/bm25s",
  filter: false,
  countDownloads: { paths: ["params.index.json"] },
  snippets: bm25sSnippets,
};
