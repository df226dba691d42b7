import type { ModelRecord } from "../model/model-record";
import { py } from "./shared/code-template";
import { pythonSnippet } from "./shared/snippet";
import type { LibrarySnippet, ModelLibraryEntry } from "./types";

function sanaSnippets(model: ModelRecord): LibrarySnippet[] {
  return [
    pythonSnippet(py`
# Run from a clone of https://github.com/NVlabs/Sana
from app.sana_pipeline import SanaPipeline
from torchvision.utils import save_image

sana = SanaPipeline("configs/sana_config/1024ms/Sana_1600M_img1024.yaml")
sana.from_pretrained(${`hf://${model.id}`})

image = sana(
    prompt='a cyberpunk cat with a neon sign that says "Sana"',
    height=1024,
    width=1024,
    guidance_scale=5.0,
    pag_guidance_scale=2.0,
    num_inference_steps=18,
)
save_image(image, "sana.png", nrow=1, normalize=True, value_range=(-1, 1))`),
  ];
}

/** Sana (library_name "sana"): efficient high-resolution text to image. */
export const sana: ModelLibraryEntry = {
  prettyLabel: "Sana",
  repoName: "Sana",
  repoUrl: "https://github.com/NVlabs/Sana",
  filter: false,
  countDownloads: { extensions: ["pth"] },
  snippets: sanaSnippets,
};
