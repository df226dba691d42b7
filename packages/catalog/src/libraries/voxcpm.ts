import type { ModelRecord } from "../model/model-record";
import { py } from "./shared/code-template";
import { pythonSnippet } from "./shared/snippet";
import type { LibrarySnippet, ModelLibraryEntry } from "./types";

function voxcpmSnippets(model: ModelRecord): LibrarySnippet[] {
  return [
    pythonSnippet(py`
import soundfile as sf
from voxcpm import VoxCPM

model = VoxCPM.from_pretrained(${model.id})

wav = model.generate(
    text="VoxCPM is an end-to-end text-to-speech model that generates highly expressive speech.",
    prompt_wav_path=None,  # optional: a speech sample to clone the voice of
    prompt_text=None,  # optional: the transcript of that sample
    cfg_value=2.0,  # guidance: higher follows the prompt more closely, sometimes at lower quality
    inference_timesteps=10,  # more steps sound better, fewer run faster
    normalize=True,  # normalise the input text
    denoise=True,  # denoise the prompt sample
    retry_badcase=True,  # retry generations that run away
    retry_badcase_max_times=3,
    retry_badcase_ratio_threshold=6.0,  # length limit used to detect a run-away generation
)
sf.write("output.wav", wav, 16000)`),
  ];
}

/** VoxCPM (library_name "voxcpm"): tokenizer-free text to speech with voice cloning. */
export const voxcpm: ModelLibraryEntry = {
  prettyLabel: "VoxCPM",
  repoName: "VoxCPM",
  repoUrl: "https://github.com/OpenBMB/VoxCPM",
  filter: false,
  snippets: voxcpmSnippets,
};
