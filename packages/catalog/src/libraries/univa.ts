import type { ModelRecord } from "../model/model-record";
import { py } from "./shared/code-template";
import { pythonSnippet } from "./shared/snippet";
import type { LibrarySnippet, ModelLibraryEntry } from "./types";

function univaSnippets(model: ModelRecord): LibrarySnippet[] {
  return [
    pythonSnippet(py`
# Install as described in https://github.com/PKU-YuanGroup/UniWorld-V1
import torch
from transformers import AutoProcessor
from univa.models.qwen2p5vl.modeling_univa_qwen2p5vl import UnivaQwen2p5VLForConditionalGeneration

model = UnivaQwen2p5VLForConditionalGeneration.from_pretrained(
    ${model.id},
    torch_dtype=torch.bfloat16,
    attn_implementation="flash_attention_2",
).to("cuda")
processor = AutoProcessor.from_pretrained(${model.id})`),
  ];
}

/** UniWorld (library_name "univa"): unified image understanding and generation. */
export const univa: ModelLibraryEntry = {
  prettyLabel: "univa",
  repoName: "univa",
  repoUrl: "https://github.com/PKU-YuanGroup/UniWorld-V1",
  filter: true,
  countDownloads: { paths: ["config.json"] },
  snippets: univaSnippets,
};
