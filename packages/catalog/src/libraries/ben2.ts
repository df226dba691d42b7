import type { ModelRecord } from "../model/model-record";
import { py } from "./shared/code-template";
import { pythonSnippet } from "./shared/snippet";
import type { LibrarySnippet, ModelLibraryEntry } from "./types";

function ben2Snippets(model: ModelRecord): LibrarySnippet[] {
  return [
    pythonSnippet(py`
import requests
from PIL import Image
from ben2 import AutoModel

url = "https://huggingface.co/datasets/mishig/sample_images/resolve/main/teapot.jpg"
image = Image.open(requests.get(url, stream=True).raw)

model = AutoModel.from_pretrained(${model.id})
model.to("cuda").eval()
foreground = model.inference(image)`),
  ];
}

/** BEN2 (library_name "ben2"): background removal. */
export const ben2: ModelLibraryEntry = {
  prettyLabel: "BEN2",
  repoName: "BEN2",
  repoUrl: "https://github.com/PramaLLC/BEN2",
  filter: false,
  snippets: ben2Snippets,
};
