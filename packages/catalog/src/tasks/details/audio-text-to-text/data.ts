import type { TaskPageData } from "../types";

/** Page data of the `audio-text-to-text` task (the about text comes from `about.md`). */
export const audioTextToText: TaskPageData = {
  summary:
    "Audio-text-to-text models take an audio clip together with a text instruction and write a text answer: they can summarise what was said, answer questions about it, or describe sounds and music.",
  demo: {
    inputs: [
      {
        type: "audio",
        file: "audio-text-to-text-input.mp3",
        alt: "A caller asking to move a dentist appointment from Tuesday to Friday afternoon",
      },
      { type: "text", label: "Text Prompt", content: "What does the caller want, and for which day?" },
    ],
    outputs: [
      {
        type: "text",
        label: "Generated Text",
        content: "The caller wants to move their dentist appointment from Tuesday to Friday afternoon.",
      },
    ],
  },
  metrics: [],
  models: [
    {
      id: "fixie-ai/ultravox-v0_5-llama-3_2-1b",
      description: "Small speech-plus-text model built on a 1B language model, quick enough for live chat.",
    },
    {
      id: "Qwen/Qwen2-Audio-7B-Instruct",
      description: "Answers questions about speech, sounds and music, and holds voice chats.",
    },
    {
      id: "mistralai/Voxtral-Small-24B-2507",
      description: "Understands long recordings; transcribes, translates and answers questions about them.",
    },
    { id: "nvidia/audio-flamingo-3", description: "Reasons step by step about speech, sounds and music." },
  ],
  datasets: [
    { id: "nvidia/AF-Think", description: "Question-answer pairs about audio clips, with reasoning." },
    {
      id: "tsinghua-ee/QualiSpeech",
      description:
        "Speech clips annotated with detailed descriptions of how they sound (noise, clarity, speed).",
    },
  ],
  spaces: [
    { id: "iamomtiwari/ATTT", description: "Ask a question about an uploaded recording." },
    {
      id: "freddyaboulton/talk-to-qwen-webrtc",
      description: "Talk to Qwen2-Audio live through the microphone.",
    },
  ],
  widgetModels: [],
};
