import type { ModelRecord } from "../model/model-record";
import { py } from "./shared/code-template";
import { pythonSnippet, shellSnippet } from "./shared/snippet";
import type { LibrarySnippet, ModelLibraryEntry } from "./types";

function kimiAudioSnippets(model: ModelRecord): LibrarySnippet[] {
  return [
    shellSnippet("pip install git+https://github.com/MoonshotAI/Kimi-Audio.git"),
    pythonSnippet(py`
import soundfile as sf
from kimia_infer.api.kimia import KimiAudio

model = KimiAudio(model_path=${model.id}, load_detokenizer=True)

sampling_params = {
    "audio_temperature": 0.8,
    "audio_top_k": 10,
    "text_temperature": 0.0,
    "text_top_k": 5,
}

# Speech recognition
messages_asr = [
    {"role": "user", "message_type": "text", "content": "Please transcribe the following audio:"},
    {"role": "user", "message_type": "audio", "content": "asr_example.wav"},
]
_, text = model.generate(messages_asr, **sampling_params, output_type="text")
print(text)

# Spoken question answering
messages_conv = [{"role": "user", "message_type": "audio", "content": "qa_example.wav"}]
wav, text = model.generate(messages_conv, **sampling_params, output_type="both")
sf.write("output_audio.wav", wav.cpu().view(-1).numpy(), 24000)
print(text)`),
  ];
}

/** KimiAudio (library_name "kimi-audio"): audio understanding, generation and conversation. */
export const kimiAudio: ModelLibraryEntry = {
  prettyLabel: "KimiAudio",
  repoName: "KimiAudio",
  repoUrl: "https://github.com/MoonshotAI/Kimi-Audio",
  filter: false,
  snippets: kimiAudioSnippets,
};
