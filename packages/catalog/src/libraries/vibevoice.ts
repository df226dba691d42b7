import type { ModelRecord } from "../model/model-record";
import { py } from "./shared/code-template";
import { pythonSnippet } from "./shared/snippet";
import type { LibrarySnippet, ModelLibraryEntry } from "./types";

function vibevoiceSnippets(model: ModelRecord): LibrarySnippet[] {
  return [
    pythonSnippet(py`
import librosa
import soundfile as sf
import torch
from vibevoice.modular.modeling_vibevoice_inference import VibeVoiceForConditionalGenerationInference
from vibevoice.processor.vibevoice_processor import VibeVoiceProcessor

# A voice sample to imitate, as 24 kHz mono
voice, sample_rate = sf.read("path/to/voice_sample.wav")
if voice.ndim > 1:
    voice = voice.mean(axis=1)
if sample_rate != 24000:
    voice = librosa.resample(voice, orig_sr=sample_rate, target_sr=24000)

processor = VibeVoiceProcessor.from_pretrained(${model.id})
model = VibeVoiceForConditionalGenerationInference.from_pretrained(
    ${model.id}, torch_dtype=torch.bfloat16
).to("cuda").eval()
model.set_ddpm_inference_steps(5)

inputs = processor(
    text=["Speaker 0: Hello!\\nSpeaker 1: Hi there!"],
    voice_samples=[[voice]],
    return_tensors="pt",
)
audio = model.generate(**inputs, cfg_scale=1.3, tokenizer=processor.tokenizer).speech_outputs[0]
sf.write("output.wav", audio.cpu().float().numpy().squeeze(), 24000)`),
  ];
}

/** VibeVoice (library_name "vibevoice"): Microsoft's long-form multi-speaker text to speech. */
export const vibevoice: ModelLibraryEntry = {
  prettyLabel: "VibeVoice",
  repoName: "VibeVoice",
  repoUrl: "https://github.com/microsoft/VibeVoice",
  filter: false,
  snippets: vibevoiceSnippets,
};
