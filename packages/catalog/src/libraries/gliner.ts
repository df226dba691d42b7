import type { ModelRecord } from "../model/model-record";
import { py } from "./shared/code-template";
import { pythonSnippet } from "./shared/snippet";
import type { LibrarySnippet, ModelLibraryEntry } from "./types";

function glinerSnippets(model: ModelRecord): LibrarySnippet[] {
  return [
    pythonSnippet(py`
from gliner import GLiNER

model = GLiNER.from_pretrained(${model.id})

text = "Apple CEO Tim Cook announced the iPhone 15 in Cupertino."
entities = model.predict_entities(text, ["company", "person", "product", "location"])`),
  ];
}

/** GLiNER (library_name "gliner"): generalist named-entity recognition. */
export const gliner: ModelLibraryEntry = {
  prettyLabel: "GLiNER",
  repoName: "GLiNER",
  repoUrl: "https://github.com/urchade/GLiNER",
  filter: false,
  countDownloads: { paths: ["gliner_config.json"] },
  snippets: glinerSnippets,
};
