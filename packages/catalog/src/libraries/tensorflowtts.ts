import type { ModelRecord } from "../model/model-record";
import { py } from "./shared/code-template";
import { pythonSnippet } from "./shared/snippet";
import type { LibrarySnippet, ModelLibraryEntry } from "./types";

/** Text-to-mel models come with a processor, mel-to-wav vocoders turn mel spectrograms into audio. */
function tensorflowttsSnippets(model: ModelRecord): LibrarySnippet[] {
  if (model.tags.includes("text-to-mel")) {
    return [
      pythonSnippet(py`
from tensorflow_tts.inference import AutoProcessor, TFAutoModel

processor = AutoProcessor.from_pretrained(${model.id})
model = TFAutoModel.from_pretrained(${model.id})`),
    ];
  }
  if (model.tags.includes("mel-to-wav")) {
    return [
      pythonSnippet(py`
from tensorflow_tts.inference import TFAutoModel

model = TFAutoModel.from_pretrained(${model.id})
audios = model.inference(mels)  # mels: mel spectrograms from a text-to-mel model`),
    ];
  }
  return [
    pythonSnippet(py`
from tensorflow_tts.inference import TFAutoModel

model = TFAutoModel.from_pretrained(${model.id})`),
  ];
}

/** TensorFlowTTS (library_name "tensorflowtts"): text-to-mel models and vocoders in TensorFlow 2. */
export const tensorflowtts: ModelLibraryEntry = {
  prettyLabel: "TensorFlowTTS",
  repoName: "TensorFlowTTS",
  repoUrl: "https://github.com/TensorSpeech/TensorFlowTTS",
  filter: false,
  snippets: tensorflowttsSnippets,
};
