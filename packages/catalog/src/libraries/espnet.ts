import type { ModelRecord } from "../model/model-record";
import { py } from "./shared/code-template";
import { pythonSnippet } from "./shared/snippet";
import type { LibrarySnippet, ModelLibraryEntry } from "./types";

function espnetSnippets(model: ModelRecord): LibrarySnippet[] {
  if (model.tags.includes("text-to-speech")) {
    return [
      pythonSnippet(py`
from espnet2.bin.tts_inference import Text2Speech

model = Text2Speech.from_pretrained(${model.id})

speech, *_ = model("text to generate speech from")`),
    ];
  }
  if (model.tags.includes("automatic-speech-recognition")) {
    return [
      pythonSnippet(py`
import soundfile
from espnet2.bin.asr_inference import Speech2Text

model = Speech2Text.from_pretrained(${model.id})

speech, rate = soundfile.read("speech.wav")
text, *_ = model(speech)[0]`),
    ];
  }
  return [pythonSnippet("# unknown model type (must be text-to-speech or automatic-speech-recognition)")];
}

/** ESPnet (library_name "espnet"): speech recognition and synthesis. */
export const espnet: ModelLibraryEntry = {
  prettyLabel: "ESPnet",
  repoName: "ESPnet",
  repoUrl: "https://github.com/espnet/espnet",
  docsUrl: "https://huggingface.co/docs/hub/espnet",
  filter: true,
  snippets: espnetSnippets,
};
