import type { ModelRecord } from "../model/model-record";
import { py } from "./shared/code-template";
import { pythonSnippet } from "./shared/snippet";
import type { LibrarySnippet, ModelLibraryEntry } from "./types";

function threeDTopiaXlSnippets(model: ModelRecord): LibrarySnippet[] {
  return [
    pythonSnippet(py`
from threedtopia_xl.models import threedtopia_xl

model = threedtopia_xl.from_pretrained(${model.id})
model.generate(cond="path/to/image.png")`),
  ];
}

/** 3DTopia-XL (library_name "3dtopia-xl"): image-to-3D generation. */
export const threeDTopiaXl: ModelLibraryEntry = {
  prettyLabel: "3DTopia-XL",
  repoName: "3DTopia-XL",
  repoUrl: "https://github.com/3DTopia/3DTopia-XL",
  filter: false,
  countDownloads: { paths: ["model_vae_fp16.pt"] },
  snippets: threeDTopiaXlSnippets,
};
