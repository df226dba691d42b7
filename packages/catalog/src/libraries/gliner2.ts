import type { ModelRecord } from "../model/model-record";
import { py } from "./shared/code-template";
import { pythonSnippet } from "./shared/snippet";
import type { LibrarySnippet, ModelLibraryEntry } from "./types";

function gliner2Snippets(model: ModelRecord): LibrarySnippet[] {
  return [
    pythonSnippet(py`
from gliner2 import GLiNER2

extractor = GLiNER2.from_pretrained(${model.id})

text = "Apple CEO Tim Cook announced iPhone 15 in Cupertino yesterday."
result = extractor.extract_entities(text, ["company", "person", "product", "location"])
print(result)`),
  ];
}

/** GLiNER2 (library_name "gliner2"): entity, classification and structure extraction. */
export const gliner2: ModelLibraryEntry = {
  prettyLabel: "GLiNER2",
  repoName: "GLiNER2",
  repoUrl: "https://github.com/fastino-ai/GLiNER2",
  filter: false,
  snippets: gliner2Snippets,
};
