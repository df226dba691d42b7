import type { ModelRecord } from "../model/model-record";
import { code, py, sh } from "./shared/code-template";
import { isPythonIdentifier } from "./shared/python-identifier";
import { pythonSnippet, repoNameOf, shellSnippet } from "./shared/snippet";
import type { LibrarySnippet, ModelLibraryEntry } from "./types";

/**
 * spaCy pipelines on the hub are pip-installable wheels named after the repository; once
 * installed, the pipeline loads by that name (and imports as a module when the name is a
 * Python identifier, as spaCy package names are).
 */
function spacySnippets(model: ModelRecord): LibrarySnippet[] {
  const name = repoNameOf(model.id);
  const wheelUrl = `https://huggingface.co/${model.id}/resolve/main/${name}-any-py3-none-any.whl`;
  const asModule = isPythonIdentifier(name)
    ? `

# Or import the pipeline package as a module
import ${name}

nlp = ${name}.load()`
    : "";
  return [
    shellSnippet(sh`pip install ${wheelUrl}`),
    pythonSnippet(py`
import spacy

nlp = spacy.load(${name})${code(asModule)}`),
  ];
}

/** spaCy (library_name "spacy"): industrial NLP pipelines distributed as wheels. */
export const spacy: ModelLibraryEntry = {
  prettyLabel: "spaCy",
  repoName: "spaCy",
  repoUrl: "https://github.com/explosion/spaCy",
  docsUrl: "https://huggingface.co/docs/hub/spacy",
  filter: true,
  countDownloads: { extensions: ["whl"] },
  snippets: spacySnippets,
};
