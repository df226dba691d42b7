import type { TaskPageData } from "../types";

/** Page data of the `text-to-speech` task (the about text comes from `about.md`). */
export const textToSpeech: TaskPageData = {
  summary:
    "Text-to-speech (TTS) models read text aloud: they turn written words into natural-sounding speech, in one or many voices and languages. This page also covers the wider text-to-audio family.",
  demo: {
    inputs: [
      // Keep in step with scripts/make-demo-audio.sh, which renders this sentence (tested).
      { type: "text", label: "Text", content: "The next train to Oxford leaves from platform four." },
    ],
    outputs: [
      {
        type: "audio",
        label: "Speech",
        file: "text-to-speech-output.flac",
        alt: "A synthetic British English voice saying: The next train to Oxford leaves from platform four.",
      },
    ],
  },
  metrics: [
    {
      id: "mel cepstral distortion",
      description:
        "Distance between the spectral envelopes (mel cepstra) of generated and recorded speech of the same sentence, in decibels. Lower means the synthetic voice sounds closer to the recording.",
    },
  ],
  models: [
    { id: "KittenML/kitten-tts-nano-0.1", description: "Tiny model that speaks in real time on a CPU." },
    {
      id: "ResembleAI/chatterbox",
      description: "Expressive English speech with voice cloning from a short sample.",
    },
    { id: "fishaudio/fish-speech-1.5", description: "Speaks many languages and can clone voices." },
    {
      id: "nari-labs/Dia-1.6B-0626",
      description: "Generates a dialogue between two speakers, with laughs and pauses.",
    },
  ],
  datasets: [
    {
      id: "parler-tts/mls_eng_10k",
      description: "Ten thousand hours of English audiobook speech from many readers.",
    },
    {
      id: "mythicinfinity/libritts_r",
      description: "Cleaned-up multi-speaker English audiobook recordings with their text.",
    },
    { id: "facebook/multilingual_librispeech", description: "Read speech in eight European languages." },
  ],
  spaces: [
    { id: "hexgrad/Kokoro-TTS", description: "Small, high-quality voices in several languages." },
    { id: "fishaudio/fish-speech-1", description: "Multilingual speech synthesis with voice cloning." },
    { id: "ResembleAI/Chatterbox", description: "Type text, optionally upload a voice sample, and listen." },
    { id: "TTS-AGI/TTS-Arena-V2", description: "Vote between two anonymous voices to rank speech models." },
    { id: "ngxson/kokoro-podcast-generator", description: "Writes and voices a short podcast episode." },
  ],
  widgetModels: ["suno/bark"],
  youtubeId: "NW62DpzJ274",
};
