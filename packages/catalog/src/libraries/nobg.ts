import type { ModelRecord } from "../model/model-record";
import { py } from "./shared/code-template";
import { pythonSnippet, shellSnippet } from "./shared/snippet";
import type { LibrarySnippet, ModelLibraryEntry } from "./types";

function nobgSnippets(model: ModelRecord): LibrarySnippet[] {
  return [
    shellSnippet("pip install nobg"),
    pythonSnippet(py`
import torch
from loadimg import load_img
from nobg import AutoModel, AutoProcessor

model = AutoModel.from_pretrained(${model.id}).eval()
processor = AutoProcessor.from_pretrained(${model.id})

image = load_img("input.jpg").convert("RGB")
inputs = processor(image, return_tensors="pt")
with torch.no_grad():
    outputs = model(pixel_values=inputs["pixel_values"])

alpha = processor.post_process_alpha_matting(outputs, target_sizes=[(image.height, image.width)])[0]
processor.cutout(image, alpha).save("output.png")`),
  ];
}

/** nobg (library_name "nobg"): background removal by alpha matting. */
export const nobg: ModelLibraryEntry = {
  prettyLabel: "nobg",
  repoName: "nobg",
  repoUrl: "https://github.com/feyninc/nobg",
  filter: false,
  snippets: nobgSnippets,
};
