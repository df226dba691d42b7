import type { ModelRecord } from "../model/model-record";
import { code, py } from "./shared/code-template";
import { pythonSnippet } from "./shared/snippet";
import type { LibrarySnippet, ModelLibraryEntry } from "./types";

function lightningIrSnippets(model: ModelRecord): LibrarySnippet[] {
  const moduleClass = model.tags.includes("bi-encoder")
    ? "BiEncoderModule"
    : model.tags.includes("cross-encoder")
      ? "CrossEncoderModule"
      : undefined;
  if (moduleClass) {
    return [
      pythonSnippet(py`
# Install from https://github.com/webis-de/lightning-ir
from lightning_ir import ${code(moduleClass)}

model = ${code(moduleClass)}(${model.id})

model.score("query", ["doc1", "doc2", "doc3"])`),
    ];
  }
  return [
    pythonSnippet(py`
# Install from https://github.com/webis-de/lightning-ir
from lightning_ir import BiEncoderModule, CrossEncoderModule

# Use the module that matches the model: BiEncoderModule or CrossEncoderModule
model = BiEncoderModule(${model.id})
# model = CrossEncoderModule(${model.id})

model.score("query", ["doc1", "doc2", "doc3"])`),
  ];
}

/** Lightning IR (library_name "lightning-ir"): bi-encoder and cross-encoder retrieval models. */
export const lightningIr: ModelLibraryEntry = {
  prettyLabel: "Lightning IR",
  repoName: "Lightning IR",
  repoUrl: "https://github.com/webis-de/lightning-ir",
  filter: false,
  snippets: lightningIrSnippets,
};
