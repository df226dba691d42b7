import type { ModelRecord } from "../model/model-record";
import { py } from "./shared/code-template";
import { pythonSnippet } from "./shared/snippet";
import type { LibrarySnippet, ModelLibraryEntry } from "./types";

function sam3dObjectsSnippets(model: ModelRecord): LibrarySnippet[] {
  return [
    pythonSnippet(py`
# Run from a clone of https://github.com/facebookresearch/sam-3d-objects
from huggingface_hub import hf_hub_download
from inference import Inference, load_image, load_single_mask

config_path = hf_hub_download(${model.id}, "pipeline.yaml")
inference = Inference(config_path, compile=False)

image = load_image("path/to/image.png")
mask = load_single_mask("path/to/mask.png", index=14)
output = inference(image, mask)`),
  ];
}

/** SAM 3D Objects (library_name "sam-3d-objects"): 3D objects reconstructed from a masked image. */
export const sam3dObjects: ModelLibraryEntry = {
  prettyLabel: "SAM 3D Objects",
  repoName: "SAM 3D Objects",
  repoUrl: "https://github.com/facebookresearch/sam-3d-objects",
  filter: false,
  countDownloads: { paths: ["checkpoints/pipeline.yaml"] },
  snippets: sam3dObjectsSnippets,
};
