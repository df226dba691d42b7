import { pythonSnippet } from "./shared/snippet";
import type { LibrarySnippet, ModelLibraryEntry } from "./types";

/** Vui loads its default checkpoint itself, so the snippet names no repository. */
function vuiSnippets(): LibrarySnippet[] {
  return [
    pythonSnippet(`# pip install git+https://github.com/fluxions-ai/vui
import torchaudio
from vui.inference import render
from vui.model import Vui

model = Vui.from_pretrained().cuda()
waveform = render(
    model,
    "Hey, here is some random stuff, usually something quite long as the shorter the text the less likely the model can cope!",
)
print(waveform.shape)
torchaudio.save("out.opus", waveform[0], 22050)`),
  ];
}

/** Vui (library_name "vui"): small conversational speech models. */
export const vui: ModelLibraryEntry = {
  prettyLabel: "Vui",
  repoName: "Vui",
  repoUrl: "https://github.com/vui-ai/vui",
  filter: false,
  countDownloads: { extensions: ["pt"] },
  snippets: vuiSnippets,
};
