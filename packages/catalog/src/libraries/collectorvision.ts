import type { ModelRecord } from "../model/model-record";
import { py } from "./shared/code-template";
import { pythonSnippet, shellSnippet } from "./shared/snippet";
import type { LibrarySnippet, ModelLibraryEntry } from "./types";

function collectorvisionSnippets(model: ModelRecord): LibrarySnippet[] {
  return [
    shellSnippet("pip install git+https://github.com/HanClinto/CollectorVision huggingface_hub"),
    pythonSnippet(py`
from huggingface_hub import hf_hub_download
import collector_vision as cvg

checkpoint = hf_hub_download(repo_id=${model.id}, filename="model.onnx")

# A detector model (such as Cornelius):
detector = cvg.NeuralCornerDetector(checkpoint)

# Or an embedder model (such as Milo):
embedder = cvg.NeuralEmbedder(checkpoint)`),
  ];
}

/** CollectorVision (library_name "collectorvision"): card corner detectors and embedders in ONNX. */
export const collectorvision: ModelLibraryEntry = {
  prettyLabel: "CollectorVision",
  repoName: "CollectorVision",
  repoUrl: "https://github.com/HanClinto/CollectorVision",
  filter: false,
  countDownloads: { extensions: ["onnx"] },
  snippets: collectorvisionSnippets,
};
