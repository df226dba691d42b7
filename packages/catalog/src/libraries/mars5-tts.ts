import type { ModelRecord } from "../model/model-record";
import { py } from "./shared/code-template";
import { pythonSnippet } from "./shared/snippet";
import type { LibrarySnippet, ModelLibraryEntry } from "./types";

function mars5Snippets(model: ModelRecord): LibrarySnippet[] {
  return [
    pythonSnippet(py`
# Run from a clone of https://github.com/Camb-ai/MARS5-TTS (it provides the inference module)
from inference import Mars5TTS

mars5 = Mars5TTS.from_pretrained(${model.id})`),
  ];
}

/** MARS5-TTS (library_name "mars5-tts"): voice-cloning text to speech by CAMB.AI. */
export const mars5Tts: ModelLibraryEntry = {
  prettyLabel: "MARS5-TTS",
  repoName: "MARS5-TTS",
  repoUrl: "https://github.com/Camb-ai/MARS5-TTS",
  filter: false,
  countDownloads: { paths: ["mars5_ar.safetensors"] },
  snippets: mars5Snippets,
};
