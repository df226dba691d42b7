import type { ModelRecord } from "../model/model-record";
import { py } from "./shared/code-template";
import { pythonSnippet } from "./shared/snippet";
import type { LibrarySnippet, ModelLibraryEntry } from "./types";

function birefnetSnippets(model: ModelRecord): LibrarySnippet[] {
  return [
    pythonSnippet(
      py`
from transformers import AutoModelForImageSegmentation

birefnet = AutoModelForImageSegmentation.from_pretrained(${model.id}, trust_remote_code=True)`,
      "With transformers",
    ),
    pythonSnippet(
      py`
# Install from https://github.com/ZhengPeng7/BiRefNet
from models.birefnet import BiRefNet

model = BiRefNet.from_pretrained(${model.id})`,
      "With the BiRefNet repository",
    ),
  ];
}

/** BiRefNet (library_name "birefnet"): image segmentation, through transformers or its own code. */
export const birefnet: ModelLibraryEntry = {
  prettyLabel: "BiRefNet",
  repoName: "BiRefNet",
  repoUrl: "https://github.com/ZhengPeng7/BiRefNet",
  filter: false,
  snippets: birefnetSnippets,
};
