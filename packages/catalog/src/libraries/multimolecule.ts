import type { ModelRecord } from "../model/model-record";
import { py } from "./shared/code-template";
import { pythonSnippet, shellSnippet } from "./shared/snippet";
import type { LibrarySnippet, ModelLibraryEntry } from "./types";

function multimoleculeSnippets(model: ModelRecord): LibrarySnippet[] {
  const exampleText = model.widgetData?.find((example) => example.text !== undefined)?.text;
  // A fill-mask widget text holds the mask token; the embedding example fills it with a nucleotide.
  const sequence = exampleText?.replaceAll(model.mask_token ?? "<mask>", "A");
  const load = py`
from multimolecule import AutoModel, AutoTokenizer

tokenizer = AutoTokenizer.from_pretrained(${model.id})
model = AutoModel.from_pretrained(${model.id})`;
  const snippets = [
    shellSnippet("pip install multimolecule"),
    pythonSnippet(
      sequence === undefined
        ? load
        : `${load}\n\n${py`inputs = tokenizer(${sequence}, return_tensors="pt")`}
outputs = model(**inputs)
embeddings = outputs.last_hidden_state`,
    ),
  ];
  if (exampleText === undefined) return snippets;
  if (model.tags.includes("rna-secondary-structure")) {
    snippets.push(
      pythonSnippet(py`
import multimolecule  # registers the multimolecule pipelines with transformers
from transformers import pipeline

predictor = pipeline("rna-secondary-structure", model=${model.id})
output = predictor(${exampleText})
print(output["secondary_structure"])`),
    );
  } else if (model.pipeline_tag === "fill-mask") {
    snippets.push(
      pythonSnippet(py`
import multimolecule  # registers the multimolecule models with transformers
from transformers import pipeline

predictor = pipeline("fill-mask", model=${model.id})
output = predictor(${exampleText})`),
    );
  }
  return snippets;
}

/** MultiMolecule (library_name "multimolecule"): language models of RNA, DNA and proteins. */
export const multimolecule: ModelLibraryEntry = {
  prettyLabel: "MultiMolecule",
  repoName: "MultiMolecule",
  repoUrl: "https://github.com/MultiMolecule/multimolecule",
  docsUrl: "https://multimolecule.danling.org",
  filter: false,
  snippets: multimoleculeSnippets,
};
