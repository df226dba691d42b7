import type { ModelRecord } from "../model/model-record";
import { sh } from "./shared/code-template";
import { pythonSnippet, shellSnippet } from "./shared/snippet";
import type { LibrarySnippet, ModelLibraryEntry } from "./types";

function depthProSnippets(model: ModelRecord): LibrarySnippet[] {
  return [
    shellSnippet(
      sh`
pip install -U huggingface_hub
hf download ${model.id} --local-dir checkpoints`,
      "Download the checkpoint",
    ),
    pythonSnippet(`import depth_pro

# Load the model and its preprocessing transform
model, transform = depth_pro.create_model_and_transforms()
model.eval()

# Load and preprocess an image
image, _, f_px = depth_pro.load_rgb("example.png")
image = transform(image)

prediction = model.infer(image, f_px=f_px)
depth = prediction["depth"]  # depth in meters
focallength_px = prediction["focallength_px"]  # focal length in pixels`),
  ];
}

/** Depth Pro (library_name "depth-pro"): Apple's metric monocular depth. */
export const depthPro: ModelLibraryEntry = {
  prettyLabel: "Depth Pro",
  repoName: "Depth Pro",
  repoUrl: "https://github.com/apple/ml-depth-pro",
  filter: false,
  countDownloads: { extensions: ["pt"] },
  snippets: depthProSnippets,
};
