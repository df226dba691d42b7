import { pythonSnippet, shellSnippet } from "./shared/snippet";
import type { LibrarySnippet, ModelLibraryEntry } from "./types";

function chatterboxSnippets(): LibrarySnippet[] {
  return [
    shellSnippet("pip install chatterbox-tts"),
    pythonSnippet(`import torchaudio as ta
from chatterbox.tts import ChatterboxTTS

model = ChatterboxTTS.from_pretrained(device="cuda")

text = "Ezreal and Jinx teamed up with Ahri, Yasuo, and Teemo to take down the enemy's Nexus."
wav = model.generate(text)
ta.save("test-1.wav", wav, model.sr)

# To speak with another voice, pass a reference recording
wav = model.generate(text, audio_prompt_path="YOUR_FILE.wav")
ta.save("test-2.wav", wav, model.sr)`),
  ];
}

/** Chatterbox (library_name "chatterbox"): Resemble AI's text-to-speech. */
export const chatterbox: ModelLibraryEntry = {
  prettyLabel: "Chatterbox",
  repoName: "Chatterbox",
  repoUrl: "https://github.com/resemble-ai/chatterbox",
  filter: false,
  countDownloads: { paths: ["tokenizer.json"] },
  snippets: chatterboxSnippets,
};
