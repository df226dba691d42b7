import type { ModelRecord } from "../model/model-record";
import { py } from "./shared/code-template";
import { pythonSnippet } from "./shared/snippet";
import type { LibrarySnippet, ModelLibraryEntry } from "./types";

function stableAudioSnippets(model: ModelRecord): LibrarySnippet[] {
  return [
    pythonSnippet(py`
import torch
import torchaudio
from einops import rearrange
from stable_audio_tools import get_pretrained_model
from stable_audio_tools.inference.generation import generate_diffusion_cond

device = "cuda" if torch.cuda.is_available() else "cpu"

model, model_config = get_pretrained_model(${model.id})
sample_rate = model_config["sample_rate"]
sample_size = model_config["sample_size"]
model = model.to(device)

# Text and timing conditioning
conditioning = [{"prompt": "128 BPM tech house drum loop"}]

output = generate_diffusion_cond(
    model,
    conditioning=conditioning,
    sample_size=sample_size,
    device=device,
)

# Join the batch into one sequence, peak-normalise, and save as 16-bit audio
output = rearrange(output, "b d n -> d (b n)")
output = output.to(torch.float32).div(torch.max(torch.abs(output))).clamp(-1, 1).mul(32767).to(torch.int16).cpu()
torchaudio.save("output.wav", output, sample_rate)`),
  ];
}

/** Stable Audio Tools (library_name "stable-audio-tools"): conditional audio generation. */
export const stableAudioTools: ModelLibraryEntry = {
  prettyLabel: "Stable Audio Tools",
  repoName: "stable-audio-tools",
  repoUrl: "https://github.com/Stability-AI/stable-audio-tools.git",
  filter: false,
  countDownloads: { paths: ["model.safetensors"] },
  snippets: stableAudioSnippets,
};
