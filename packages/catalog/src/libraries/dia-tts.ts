import type { ModelRecord } from "../model/model-record";
import { py } from "./shared/code-template";
import { pythonSnippet } from "./shared/snippet";
import type { LibrarySnippet, ModelLibraryEntry } from "./types";

function diaSnippets(model: ModelRecord): LibrarySnippet[] {
  return [
    pythonSnippet(py`
import soundfile as sf
from dia.model import Dia

model = Dia.from_pretrained(${model.id})
text = "[S1] Dia is an open weights text to dialogue model. [S2] You get full control over scripts and voices. [S1] Wow. Amazing. (laughs)"
output = model.generate(text)

sf.write("simple.mp3", output, 44100)`),
  ];
}

/** Dia (library_name "dia-tts"): dialogue text to speech. */
export const diaTts: ModelLibraryEntry = {
  prettyLabel: "Dia",
  repoName: "Dia",
  repoUrl: "https://github.com/nari-labs/dia",
  filter: false,
  snippets: diaSnippets,
};
