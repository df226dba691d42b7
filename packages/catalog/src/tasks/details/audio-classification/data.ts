import type { TaskPageData } from "../types";

/** Page data of the `audio-classification` task (the about text comes from `about.md`). */
export const audioClassification: TaskPageData = {
  summary:
    "Audio classification gives a whole audio clip one or more labels: the spoken command, the speaker's emotion or language, the sound source, or the kind of music.",
  demo: {
    inputs: [
      {
        type: "audio",
        file: "audio-classification-input.mp3",
        alt: "A synthetic voice saying the single word 'down'",
      },
    ],
    outputs: [
      {
        type: "chart",
        label: "Spoken command",
        data: [
          { label: "down", score: 0.86 },
          { label: "go", score: 0.07 },
          { label: "no", score: 0.04 },
          { label: "up", score: 0.02 },
        ],
      },
    ],
  },
  metrics: [
    { id: "accuracy", description: "Share of clips whose top predicted label is the correct one." },
    {
      id: "recall",
      description: "For one label: of the clips that really carry it, the share the model finds.",
    },
    {
      id: "precision",
      description: "For one label: of the clips the model gives it, the share that really carry it.",
    },
    { id: "f1", description: "Harmonic mean of precision and recall; useful when labels are unbalanced." },
  ],
  models: [
    {
      id: "speechbrain/google_speech_command_xvector",
      description: "Small model that recognises short spoken commands such as 'yes', 'stop' or 'left'.",
    },
    {
      id: "ehcalabres/wav2vec2-lg-xlsr-en-speech-emotion-recognition",
      description: "Recognises the emotion in English speech (angry, calm, happy, sad and more).",
    },
    { id: "facebook/mms-lid-126", description: "Identifies which of 126 languages is being spoken." },
  ],
  datasets: [
    {
      id: "s3prl/superb",
      description: "Benchmark of ten speech tasks, including keyword spotting and speaker identification.",
    },
    {
      id: "agkphysics/AudioSet",
      description: "Short clips from online videos labelled with hundreds of sound classes.",
    },
  ],
  spaces: [
    { id: "kurianbenoy/audioclassification", description: "Tells which genre a piece of music belongs to." },
  ],
  widgetModels: ["MIT/ast-finetuned-audioset-10-10-0.4593"],
  youtubeId: "KWwzcmG98Ds",
};
