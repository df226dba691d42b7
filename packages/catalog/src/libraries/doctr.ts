import type { ModelRecord } from "../model/model-record";
import { py } from "./shared/code-template";
import { pythonSnippet } from "./shared/snippet";
import type { LibrarySnippet, ModelLibraryEntry } from "./types";

function doctrSnippets(model: ModelRecord): LibrarySnippet[] {
  return [
    pythonSnippet(py`
from doctr.io import DocumentFile
from doctr.models import from_hub, ocr_predictor

model = from_hub(${model.id})

# A detection model goes in det_arch, a recognition model in reco_arch;
# the other stage uses a pretrained architecture
predictor = ocr_predictor(det_arch=model, reco_arch="crnn_mobilenet_v3_small", pretrained=True)
result = predictor(DocumentFile.from_images("path/to/page.jpg"))`),
  ];
}

/** docTR (library_name "doctr"): OCR detection and recognition models, plugged into a predictor. */
export const doctr: ModelLibraryEntry = {
  prettyLabel: "docTR",
  repoName: "doctr",
  repoUrl: "https://github.com/mindee/doctr",
  filter: false,
  snippets: doctrSnippets,
};
