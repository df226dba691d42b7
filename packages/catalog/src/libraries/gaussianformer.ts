import type { ModelRecord } from "../model/model-record";
import { py } from "./shared/code-template";
import { pythonSnippet } from "./shared/snippet";
import type { LibrarySnippet, ModelLibraryEntry } from "./types";

function gaussianformerSnippets(model: ModelRecord): LibrarySnippet[] {
  return [
    pythonSnippet(py`
# Install GaussianFormer from https://github.com/SVLwoof/gaussianformer
from gaussianformer.pipelines.rendering_pipeline import GaussianFormerRenderingPipeline

pipeline = GaussianFormerRenderingPipeline.from_pretrained(${model.id})`),
  ];
}

/** GaussianFormer (library_name "gaussianformer"): its rendering pipeline, loaded from the Hub. */
export const gaussianformer: ModelLibraryEntry = {
  prettyLabel: "GaussianFormer",
  repoName: "GaussianFormer",
  repoUrl: "https://github.com/SVLwoof/gaussianformer",
  filter: false,
  countDownloads: { paths: ["config.json"] },
  snippets: gaussianformerSnippets,
};
