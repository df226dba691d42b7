import type { ModelRecord } from "../model/model-record";
import { py } from "./shared/code-template";
import { pythonSnippet } from "./shared/snippet";
import type { LibrarySnippet, ModelLibraryEntry } from "./types";

function zonosSnippets(model: ModelRecord): LibrarySnippet[] {
  return [
    pythonSnippet(py`
# pip install git+https://github.com/Zyphra/Zonos.git
import torchaudio
from zonos.conditioning import make_cond_dict
from zonos.model import Zonos

model = Zonos.from_pretrained(${model.id}, device="cuda")

wav, sample_rate = torchaudio.load("speaker.wav")  # a 5 to 10 second reference clip
speaker = model.make_speaker_embedding(wav, sample_rate)

cond = make_cond_dict(text="Hello, world!", speaker=speaker, language="en-us")
codes = model.generate(model.prepare_conditioning(cond))

audio = model.autoencoder.decode(codes)[0].cpu()
torchaudio.save("sample.wav", audio, model.autoencoder.sampling_rate)`),
  ];
}

/** Zonos (library_name "zonos"): Zyphra's expressive text to speech with voice cloning. */
export const zonos: ModelLibraryEntry = {
  prettyLabel: "Zonos",
  repoName: "Zonos",
  repoUrl: "https://github.com/Zyphra/Zonos",
  docsUrl: "https://github.com/Zyphra/Zonos",
  filter: false,
  snippets: zonosSnippets,
};
