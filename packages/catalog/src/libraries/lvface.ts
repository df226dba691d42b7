import type { ModelRecord } from "../model/model-record";
import { py } from "./shared/code-template";
import { pythonSnippet } from "./shared/snippet";
import type { LibrarySnippet, ModelLibraryEntry } from "./types";

function lvfaceSnippets(model: ModelRecord): LibrarySnippet[] {
  return [
    pythonSnippet(py`
from huggingface_hub import hf_hub_download
from inference_onnx import LVFaceONNXInferencer

model_path = hf_hub_download(${model.id}, "LVFace-L_Glint360K/LVFace-L_Glint360K.onnx")
inferencer = LVFaceONNXInferencer(model_path, use_gpu=True, timeout=300)
embedding = inferencer.infer_from_image("path/to/image1.jpg")`),
  ];
}

/** LVFace (library_name "lvface"): face recognition embeddings in ONNX. */
export const lvface: ModelLibraryEntry = {
  prettyLabel: "LVFace",
  repoName: "LVFace",
  repoUrl: "https://github.com/bytedance/LVFace",
  filter: false,
  countDownloads: { extensions: ["pt", "onnx"] },
  snippets: lvfaceSnippets,
};
