import type { ModelRecord } from "../model/model-record";
import { py } from "./shared/code-template";
import { pythonSnippet, shellSnippet } from "./shared/snippet";
import type { LibrarySnippet, ModelLibraryEntry } from "./types";

function htrflowSnippets(model: ModelRecord): LibrarySnippet[] {
  return [
    shellSnippet(
      `# Pipelines are described in YAML, see
# https://ai-riksarkivet.github.io/htrflow/latest/getting_started/quick_start.html
htrflow pipeline pipeline.yaml image.jpg`,
      "Command line",
    ),
    pythonSnippet(
      py`
from htrflow.models.framework.model import ModelClass
from htrflow.pipeline.pipeline import Pipeline
from htrflow.pipeline.steps import Task

pipeline = Pipeline(
    [
        Task(ModelClass, {"model": ${model.id}}, {}),
    ]
)`,
      "Python",
    ),
  ];
}

/** HTRflow (library_name "htrflow"): handwritten text recognition pipelines. */
export const htrflow: ModelLibraryEntry = {
  prettyLabel: "HTRflow",
  repoName: "HTRflow",
  repoUrl: "https://github.com/AI-Riksarkivet/htrflow",
  docsUrl: "https://ai-riksarkivet.github.io/htrflow",
  filter: false,
  snippets: htrflowSnippets,
};
