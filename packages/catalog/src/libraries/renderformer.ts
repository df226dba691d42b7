import type { ModelRecord } from "../model/model-record";
import { py } from "./shared/code-template";
import { pythonSnippet } from "./shared/snippet";
import type { LibrarySnippet, ModelLibraryEntry } from "./types";

function renderformerSnippets(model: ModelRecord): LibrarySnippet[] {
  return [
    pythonSnippet(py`
# Install from https://github.com/microsoft/renderformer
from renderformer import RenderFormerRenderingPipeline

pipeline = RenderFormerRenderingPipeline.from_pretrained(${model.id})`),
  ];
}

/** RenderFormer (library_name "renderformer"): neural rendering of triangle meshes with global illumination. */
export const renderformer: ModelLibraryEntry = {
  prettyLabel: "RenderFormer",
  repoName: "RenderFormer",
  repoUrl: "https://github.com/microsoft/renderformer",
  filter: false,
  snippets: renderformerSnippets,
};
