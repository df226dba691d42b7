import type { ModelRecord } from "../model/model-record";
import { py } from "./shared/code-template";
import { pythonSnippet } from "./shared/snippet";
import type { LibrarySnippet, ModelLibraryEntry } from "./types";

function pocketTtsSnippets(model: ModelRecord): LibrarySnippet[] {
  return [
    pythonSnippet(py`
import scipy.io.wavfile
from pocket_tts import TTSModel

tts_model = TTSModel.load_model(${model.id})
voice_state = tts_model.get_state_for_audio_prompt("hf://kyutai/tts-voices/alba-mackenna/casual.wav")
audio = tts_model.generate_audio(voice_state, "Hello world, this is a test.")
# audio is a 1-D torch tensor of PCM samples
scipy.io.wavfile.write("output.wav", tts_model.sample_rate, audio.numpy())`),
  ];
}

/** Pocket TTS (library_name "pocket-tts"): Kyutai's small CPU text-to-speech model. */
export const pocketTts: ModelLibraryEntry = {
  prettyLabel: "Pocket-TTS",
  repoName: "PocketTTS",
  repoUrl: "https://github.com/kyutai-labs/pocket-tts",
  filter: false,
  countDownloads: { paths: ["tts_b6369a24.safetensors"] },
  snippets: pocketTtsSnippets,
};
