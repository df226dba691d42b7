import type { ModelRecord } from "../model/model-record";
import { py } from "./shared/code-template";
import { pythonSnippet } from "./shared/snippet";
import type { LibrarySnippet, ModelLibraryEntry } from "./types";

function timmSnippets(model: ModelRecord): LibrarySnippet[] {
  return [
    pythonSnippet(py`
import timm

model = timm.create_model(${`hf-hub:${model.id}`}, pretrained=True)
model = model.eval()`),
  ];
}

/** timm (library_name "timm"): PyTorch image models created from an hf-hub: name. */
export const timm: ModelLibraryEntry = {
  prettyLabel: "timm",
  repoName: "pytorch-image-models",
  repoUrl: "https://github.com/rwightman/pytorch-image-models",
  docsUrl: "https://huggingface.co/docs/hub/timm",
  filter: true,
  countDownloads: { paths: ["pytorch_model.bin", "model.safetensors"] },
  snippets: timmSnippets,
};
