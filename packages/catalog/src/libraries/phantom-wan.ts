import type { ModelRecord } from "../model/model-record";
import { py } from "./shared/code-template";
import { pythonSnippet } from "./shared/snippet";
import type { LibrarySnippet, ModelLibraryEntry } from "./types";

function phantomWanSnippets(model: ModelRecord): LibrarySnippet[] {
  return [
    pythonSnippet(py`
from huggingface_hub import snapshot_download
from phantom_wan import WanI2V, configs

checkpoint_dir = snapshot_download(${model.id})
wan_i2v = WanI2V(
    config=configs.WAN_CONFIGS["i2v-14B"],
    checkpoint_dir=checkpoint_dir,
)
# text_prompt: a description of the video; image_prompt: the reference image(s)
video = wan_i2v.generate(text_prompt, image_prompt)`),
  ];
}

/** Phantom (library_name "phantom-wan"): subject-consistent video generation on Wan. */
export const phantomWan: ModelLibraryEntry = {
  prettyLabel: "Phantom",
  repoName: "Phantom",
  repoUrl: "https://github.com/Phantom-video/Phantom",
  filter: false,
  countDownloads: { extensions: ["pth"] },
  snippets: phantomWanSnippets,
};
