import type { ModelRecord } from "../model/model-record";
import { code, py } from "./shared/code-template";
import { pythonSnippet } from "./shared/snippet";
import type { LibrarySnippet, ModelLibraryEntry } from "./types";

/**
 * Pruna checkpoints are compressed diffusers or transformers models wrapped by PrunaModel
 * (PrunaProModel from pruna_pro for models tagged pruna_pro-ai); the wrapper is called like
 * the pipeline or model it wraps.
 */
function prunaSnippets(model: ModelRecord): LibrarySnippet[] {
  const pro = model.tags.includes("pruna_pro-ai");
  const imports = code(pro ? "from pruna_pro import PrunaProModel" : "from pruna import PrunaModel");
  const wrapper = code(pro ? "PrunaProModel" : "PrunaModel");
  if (model.tags.includes("diffusers")) {
    return [
      pythonSnippet(py`
${imports}

pipe = ${wrapper}.from_pretrained(${model.id})
image = pipe("Astronaut in a jungle, cold color palette, muted colors, detailed, 8k").images[0]`),
    ];
  }
  if (model.tags.includes("transformers")) {
    return [
      pythonSnippet(py`
${imports}
from transformers import AutoTokenizer

tokenizer = AutoTokenizer.from_pretrained(${model.id})
model = ${wrapper}.from_pretrained(${model.id})`),
    ];
  }
  return [
    pythonSnippet(py`
${imports}

model = ${wrapper}.from_pretrained(${model.id})`),
  ];
}

/** Pruna AI (library_name "pruna-ai"): compressed models loaded through the PrunaModel wrapper. */
export const prunaAi: ModelLibraryEntry = {
  prettyLabel: "Pruna AI",
  repoName: "Pruna AI",
  repoUrl: "https://github.com/PrunaAI/pruna",
  docsUrl: "https://docs.pruna.ai",
  filter: false,
  snippets: prunaSnippets,
};
