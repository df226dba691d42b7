import type { ModelRecord } from "../model/model-record";
import { code, py } from "./shared/code-template";
import { pythonSnippet, shellSnippet } from "./shared/snippet";
import type { LibrarySnippet, ModelLibraryEntry } from "./types";

function litertSnippets(model: ModelRecord): LibrarySnippet[] {
  const file = (model.siblings ?? [])
    .map((sibling) => sibling.rfilename)
    .filter((name) => name.toLowerCase().endsWith(".tflite"))
    .sort()[0];
  const download = file
    ? py`model_path = hf_hub_download(${model.id}, ${file})`
    : py`
# No .tflite file is listed for this model: use the name of one in the repository
model_path = hf_hub_download(${model.id}, "model.tflite")`;
  return [
    shellSnippet("pip install ai-edge-litert huggingface_hub", "Install"),
    pythonSnippet(py`
from ai_edge_litert.interpreter import Interpreter
from huggingface_hub import hf_hub_download

${code(download)}
interpreter = Interpreter(model_path=model_path)
interpreter.allocate_tensors()
print(interpreter.get_input_details())`),
  ];
}

/** LiteRT (library_name "litert"): on-device .tflite models run with the LiteRT interpreter. */
export const litert: ModelLibraryEntry = {
  prettyLabel: "LiteRT",
  repoName: "LiteRT",
  repoUrl: "https://github.com/google-ai-edge/LiteRT",
  filter: false,
  countDownloads: { extensions: ["tflite"] },
  snippets: litertSnippets,
};
