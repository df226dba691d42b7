import type { TaskPageData } from "../types";

/** Page data of the `audio-to-audio` task (the about text comes from `about.md`). */
export const audioToAudio: TaskPageData = {
  summary:
    "Audio-to-audio models take a recording and return one or more new recordings: the same speech without background noise, each speaker of a conversation on its own track, or a voice changed into another.",
  demo: {
    inputs: [
      {
        type: "audio",
        file: "audio-to-audio-input.mp3",
        alt: "Two people talking over each other: one about a train to Leeds, one about buying bread",
      },
    ],
    outputs: [
      {
        type: "audio",
        label: "Speaker 1",
        file: "audio-to-audio-output-1.mp3",
        alt: "First voice alone: 'The train to Leeds leaves from platform four.'",
      },
      {
        type: "audio",
        label: "Speaker 2",
        file: "audio-to-audio-output-2.mp3",
        alt: "Second voice alone: 'Don't forget to buy bread on the way home.'",
      },
    ],
  },
  metrics: [
    {
      id: "snri",
      description:
        "Signal-to-noise ratio improvement: how many decibels cleaner the output is than the input, measured against the clean reference.",
    },
    {
      id: "sdri",
      description:
        "Signal-to-distortion ratio improvement: like SNRi, but counts every kind of error (leftover noise, other speakers, artefacts the model added).",
    },
  ],
  models: [
    {
      id: "ResembleAI/resemble-enhance",
      description: "Removes noise and restores bandwidth in speech recordings.",
    },
    {
      id: "microsoft/speecht5_vc",
      description: "Voice conversion: says the same words in another speaker's voice.",
    },
  ],
  datasets: [
    {
      id: "Matthijs/cmu-arctic-xvectors",
      description: "Speaker embeddings (x-vectors) used to choose the target voice in voice conversion.",
    },
  ],
  spaces: [
    {
      id: "younver/speechbrain-speech-separation",
      description: "Split a recording of several speakers into one track each.",
    },
    {
      id: "nakas/audio-diffusion_style_transfer",
      description: "Restyle a piece of audio with a diffusion model.",
    },
  ],
  widgetModels: ["speechbrain/sepformer-wham"],
  youtubeId: "iohj7nCCYoM",
};
