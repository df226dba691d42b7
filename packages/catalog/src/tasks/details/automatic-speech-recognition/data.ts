import type { TaskPageData } from "../types";

/** Page data of the `automatic-speech-recognition` task (the about text comes from `about.md`). */
export const automaticSpeechRecognition: TaskPageData = {
  summary:
    "Automatic speech recognition (ASR, or speech-to-text) writes down the words spoken in a recording. It powers subtitles, dictation, voice commands and searchable archives of calls and meetings.",
  demo: {
    inputs: [
      {
        type: "audio",
        file: "automatic-speech-recognition-input.mp3",
        alt: "A synthetic voice asking to be reminded to water the plants on Thursday morning",
      },
    ],
    outputs: [
      {
        type: "text",
        label: "Transcript",
        content: "Please remind me to water the plants on Thursday morning.",
      },
    ],
  },
  metrics: [
    {
      id: "wer",
      description:
        "Word error rate: substituted, deleted and inserted words divided by the number of words in the reference transcript. Lower is better.",
    },
    {
      id: "cer",
      description:
        "Character error rate: the same count over characters; fairer for languages written without spaces between words.",
    },
  ],
  models: [
    {
      id: "openai/whisper-large-v3",
      description: "Multilingual speech recognition and translation into English.",
    },
    {
      id: "facebook/w2v-bert-2.0",
      description: "Speech encoder pre-trained on many languages; a good base for fine-tuning a recogniser.",
    },
    {
      id: "facebook/seamless-m4t-v2-large",
      description:
        "One model for speech recognition and speech or text translation across about 100 languages.",
    },
    {
      id: "nvidia/canary-1b",
      description: "Accurate recognition and translation for English, German, French and Spanish.",
    },
    {
      id: "pyannote/speaker-diarization-3.1",
      description: "Finds who spoke when, to label a transcript by speaker.",
    },
  ],
  datasets: [
    {
      id: "mozilla-foundation/common_voice_17_0",
      description: "Crowd-sourced read speech with transcripts in more than a hundred languages.",
    },
    {
      id: "amphion/Emilia-Dataset",
      description: "Over a hundred thousand hours of varied, spontaneous speech.",
    },
    {
      id: "parler-tts/mls_eng",
      description: "English part of Multilingual LibriSpeech: audiobook speech with text.",
    },
    { id: "espnet/yodas", description: "Very large multilingual collection of speech from online videos." },
  ],
  spaces: [
    {
      id: "hf-audio/whisper-large-v3",
      description: "Transcribe an upload or a microphone recording with Whisper.",
    },
    { id: "mrfakename/Moonshinex", description: "Fast, small recogniser suited to live transcription." },
    { id: "facebook/seamless_m4t", description: "Recognise and translate speech between many languages." },
    { id: "nvidia/canary-1b", description: "Try NVIDIA's Canary recognition and translation model." },
  ],
  widgetModels: ["openai/whisper-large-v3"],
  youtubeId: "TksaY_FDgnk",
};
