import type { ModelRecord } from "../model/model-record";
import { py } from "./shared/code-template";
import { pythonSnippet, repoNameOf } from "./shared/snippet";
import type { LibrarySnippet, ModelLibraryEntry } from "./types";

/** Stanza's hub repositories are named "stanza-<language>"; the pipeline is chosen by that language code. */
function stanzaSnippets(model: ModelRecord): LibrarySnippet[] {
  const language = repoNameOf(model.id).replace(/^stanza-/u, "");
  return [
    pythonSnippet(py`
import stanza

stanza.download(${language})
nlp = stanza.Pipeline(${language})`),
  ];
}

/** Stanza (library_name "stanza"): Stanford NLP pipelines for many languages. */
export const stanza: ModelLibraryEntry = {
  prettyLabel: "Stanza",
  repoName: "stanza",
  repoUrl: "https://github.com/stanfordnlp/stanza",
  docsUrl: "https://huggingface.co/docs/hub/stanza",
  filter: true,
  countDownloads: { paths: ["models/default.zip"] },
  snippets: stanzaSnippets,
};
