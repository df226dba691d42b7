import type { ModelRecord } from "../model/model-record";
import { py } from "./shared/code-template";
import { pythonSnippet } from "./shared/snippet";
import type { LibrarySnippet, ModelLibraryEntry } from "./types";

function kittenTtsSnippets(model: ModelRecord): LibrarySnippet[] {
  return [
    pythonSnippet(py`
import soundfile as sf
from kittentts import KittenTTS

m = KittenTTS(${model.id})

audio = m.generate("This high quality TTS model works without a GPU")
sf.write("output.wav", audio, 24000)`),
  ];
}

/** KittenTTS (library_name "kittentts"): small CPU text-to-speech models. */
export const kittentts: ModelLibraryEntry = {
  prettyLabel: "KittenTTS",
  repoName: "KittenTTS",
  repoUrl: "https://github.com/KittenML/KittenTTS",
  filter: false,
  snippets: kittenTtsSnippets,
};
