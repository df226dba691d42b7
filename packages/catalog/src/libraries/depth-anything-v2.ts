import type { ModelRecord } from "../model/model-record";
import { code, py } from "./shared/code-template";
import { pythonSnippet, repoNameOf } from "./shared/snippet";
import type { LibrarySnippet, ModelLibraryEntry } from "./types";

/** Encoder settings of the published checkpoints, keyed by the size word in the repository name. */
const ENCODERS = {
  small: { encoder: "vits", features: 64, outChannels: [48, 96, 192, 384] },
  base: { encoder: "vitb", features: 128, outChannels: [96, 192, 384, 768] },
  large: { encoder: "vitl", features: 256, outChannels: [256, 512, 1024, 1024] },
} as const;

function depthAnythingV2Snippets(model: ModelRecord): LibrarySnippet[] {
  const name = repoNameOf(model.id).toLowerCase();
  const size = (["small", "base", "large"] as const).find((word) => name.includes(word));
  const settings = size ? ENCODERS[size] : undefined;
  const build = settings
    ? py`
model = DepthAnythingV2(encoder=${settings.encoder}, features=${settings.features}, out_channels=[${code(settings.outChannels.join(", "))}])
filename = ${`depth_anything_v2_${settings.encoder}.pth`}`
    : py`
# Use the settings of this checkpoint's encoder: vits (64, [48, 96, 192, 384]),
# vitb (128, [96, 192, 384, 768]) or vitl (256, [256, 512, 1024, 1024])
model = DepthAnythingV2(encoder="vitl", features=256, out_channels=[256, 512, 1024, 1024])
filename = "depth_anything_v2_vitl.pth"`;
  return [
    pythonSnippet(py`
# Install from https://github.com/DepthAnything/Depth-Anything-V2
import cv2
import torch
from huggingface_hub import hf_hub_download

from depth_anything_v2.dpt import DepthAnythingV2

${code(build)}
filepath = hf_hub_download(repo_id=${model.id}, filename=filename, repo_type="model")
model.load_state_dict(torch.load(filepath, map_location="cpu"))
model.eval()

raw_img = cv2.imread("your/image/path")
depth = model.infer_image(raw_img)  # HxW depth map as a numpy array`),
  ];
}

/** DepthAnythingV2 (library_name "depth-anything-v2"): monocular depth estimation. */
export const depthAnythingV2: ModelLibraryEntry = {
  prettyLabel: "DepthAnythingV2",
  repoName: "Depth Anything V2",
  repoUrl: "https://github.com/DepthAnything/Depth-Anything-V2",
  filter: false,
  countDownloads: { extensions: ["pth"] },
  snippets: depthAnythingV2Snippets,
};
