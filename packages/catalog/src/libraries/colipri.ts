import type { ModelRecord } from "../model/model-record";
import { py } from "./shared/code-template";
import { pythonSnippet, shellSnippet } from "./shared/snippet";
import type { LibrarySnippet, ModelLibraryEntry } from "./types";

function colipriSnippets(model: ModelRecord): LibrarySnippet[] {
  return [
    shellSnippet("pip install colipri"),
    pythonSnippet(py`
from colipri import ZeroShotImageClassificationPipeline, get_model, get_processor, load_sample_ct

model = get_model().cuda()
processor = get_processor()
pipeline = ZeroShotImageClassificationPipeline(${model.id}, processor)

image = load_sample_ct()
pipeline(image, ["No lung nodules", "Lung nodules"])`),
  ];
}

/** COLIPRI (library_name "colipri"): zero-shot classification of chest CT scans. */
export const colipri: ModelLibraryEntry = {
  prettyLabel: "COLIPRI",
  repoName: "COLIPRI",
  repoUrl: "https://huggingface.co/microsoft/colipri",
  filter: false,
  countDownloads: { extensions: ["safetensors"] },
  snippets: colipriSnippets,
};
