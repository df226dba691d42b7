import { pythonSnippet } from "./shared/snippet";
import type { LibrarySnippet, ModelLibraryEntry } from "./types";

/** Supertonic downloads its own model files, so the snippet names no repository. */
function supertonicSnippets(): LibrarySnippet[] {
  return [
    pythonSnippet(`from supertonic import TTS

tts = TTS(auto_download=True)
style = tts.get_voice_style(voice_name="M1")

text = "The train delay was announced at 4:45 PM on Wed, Apr 3, 2024 due to track maintenance."
wav, duration = tts.synthesize(text, voice_style=style)
tts.save_audio(wav, "output.wav")`),
  ];
}

/** Supertonic (library_name "supertonic"): fast on-device text to speech. */
export const supertonic: ModelLibraryEntry = {
  prettyLabel: "Supertonic",
  repoName: "Supertonic",
  repoUrl: "https://github.com/supertone-inc/supertonic",
  filter: false,
  snippets: supertonicSnippets,
};
