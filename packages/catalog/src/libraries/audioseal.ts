import type { ModelRecord } from "../model/model-record";
import { py } from "./shared/code-template";
import { pythonSnippet } from "./shared/snippet";
import type { LibrarySnippet, ModelLibraryEntry } from "./types";

function audiosealSnippets(model: ModelRecord): LibrarySnippet[] {
  return [
    pythonSnippet(
      py`
from audioseal import AudioSeal

model = AudioSeal.load_generator(${model.id})

# wav: a tensor of shape (batch, channels, samples) at sample rate sr
wav, sr = tensor_wav, 16000
watermark = model.get_watermark(wav, sr)
watermarked_audio = wav + watermark`,
      "Watermark generator",
    ),
    pythonSnippet(
      py`
from audioseal import AudioSeal

detector = AudioSeal.load_detector(${model.id})

result, message = detector.detect_watermark(watermarked_audio, sr)`,
      "Watermark detector",
    ),
  ];
}

/** AudioSeal (library_name "audioseal"): audio watermark generator and detector. */
export const audioseal: ModelLibraryEntry = {
  prettyLabel: "AudioSeal",
  repoName: "audioseal",
  repoUrl: "https://github.com/facebookresearch/audioseal",
  filter: false,
  countDownloads: { extensions: ["pth"] },
  snippets: audiosealSnippets,
};
