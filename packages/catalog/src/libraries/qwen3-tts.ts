import type { ModelRecord } from "../model/model-record";
import { py } from "./shared/code-template";
import { pythonSnippet } from "./shared/snippet";
import type { LibrarySnippet, ModelLibraryEntry } from "./types";

function qwen3TtsSnippets(model: ModelRecord): LibrarySnippet[] {
  return [
    pythonSnippet(py`
# pip install qwen-tts
import soundfile as sf
import torch
from qwen_tts import Qwen3TTSModel

model = Qwen3TTSModel.from_pretrained(
    ${model.id},
    device_map="cuda:0",
    dtype=torch.bfloat16,
    attn_implementation="flash_attention_2",
)

wavs, sample_rate = model.generate_custom_voice(
    text="Your text here.",
    language="English",
    speaker="Ryan",
    instruct="Speak in a natural tone.",
)
sf.write("output.wav", wavs[0], sample_rate)`),
  ];
}

/** Qwen3-TTS (library_name "qwen3_tts"): Qwen's multilingual text to speech. */
export const qwen3Tts: ModelLibraryEntry = {
  prettyLabel: "Qwen3-TTS",
  repoName: "Qwen3-TTS",
  repoUrl: "https://github.com/QwenLM/Qwen3-TTS",
  filter: false,
  snippets: qwen3TtsSnippets,
};
