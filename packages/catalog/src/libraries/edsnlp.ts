import type { ModelRecord } from "../model/model-record";
import { code, py, sh } from "./shared/code-template";
import { pythonSnippet, repoNameOf, shellSnippet } from "./shared/snippet";
import type { LibrarySnippet, ModelLibraryEntry } from "./types";

/** Python keywords, which cannot be a module name in an import statement. */
const PYTHON_KEYWORDS = new Set(
  "False None True and as assert async await break class continue def del elif else except finally for from global if import in is lambda nonlocal not or pass raise return try while with yield".split(
    " ",
  ),
);

/** The module a packaged pipeline installs as: the repository name with "-" as "_", when that is an identifier. */
function moduleNameOf(modelId: string): string | undefined {
  const name = repoNameOf(modelId).replaceAll("-", "_");
  return /^[A-Za-z_]\w*$/u.test(name) && !PYTHON_KEYWORDS.has(name) ? name : undefined;
}

function edsnlpSnippets(model: ModelRecord): LibrarySnippet[] {
  const snippets = [
    pythonSnippet(
      py`
import edsnlp

nlp = edsnlp.load(${model.id})`,
      "Load from the hub",
    ),
  ];
  const moduleName = moduleNameOf(model.id);
  if (moduleName === undefined) return snippets;
  return [
    ...snippets,
    shellSnippet(sh`pip install ${`git+https://huggingface.co/${model.id}`}`, "Or install it as a package"),
    pythonSnippet(
      py`
import ${code(moduleName)}

nlp = ${code(moduleName)}.load()  # or edsnlp.load(${moduleName})`,
      "and import it as a module",
    ),
  ];
}

/** EDS-NLP (library_name "edsnlp"): clinical NLP pipelines, loadable from the hub or installable as packages. */
export const edsnlp: ModelLibraryEntry = {
  prettyLabel: "EDS-NLP",
  repoName: "edsnlp",
  repoUrl: "https://github.com/aphp/edsnlp",
  docsUrl: "https://aphp.github.io/edsnlp/latest/",
  filter: false,
  countDownloads: { allOf: [{ fileName: "config", extension: "cfg" }] },
  snippets: edsnlpSnippets,
};
