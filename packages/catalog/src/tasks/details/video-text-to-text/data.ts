import type { TaskPageData } from "../types";

/** Page data of the `video-text-to-text` task (the about text comes from `about.md`). */
export const videoTextToText: TaskPageData = {
  summary:
    "Video-text-to-text models watch a video and answer a written prompt about it: describe what happens, answer a question, find a moment, or summarise a long recording.",
  demo: {
    inputs: [
      {
        type: "img",
        label: "Video",
        file: "video-text-to-text-input.svg",
        alt: "An animated loop of a person in a yellow jacket riding a red bicycle along a country road past trees, with a brown dog running behind.",
      },
      { type: "text", label: "Prompt", content: "What is happening in this video?" },
    ],
    outputs: [
      {
        type: "text",
        label: "Answer",
        content:
          "A person wearing a yellow jacket and a blue helmet rides a red bicycle along a dirt road through green countryside, moving from left to right past three trees. A small brown dog runs close behind the bicycle, keeping pace with it.",
      },
    ],
  },
  metrics: [],
  models: [
    {
      id: "Vision-CAIR/LongVU_Qwen2_7B",
      description: "Understands hour-long videos by compressing redundant frames.",
    },
    {
      id: "GoodiesHere/Apollo-LMMs-Apollo-7B-t32",
      description: "Video language model that reasons about events and their order.",
    },
    {
      id: "HuggingFaceTB/SmolVLM2-2.2B-Instruct",
      description: "Small model that answers questions about videos on modest hardware.",
    },
  ],
  datasets: [
    {
      id: "lmms-lab/Video-MME",
      description: "Multiple-choice questions testing understanding of short to long videos.",
    },
    {
      id: "lmms-lab/VideoChatGPT",
      description: "Instructions and question-answer pairs written about videos.",
    },
    {
      id: "HuggingFaceFV/finevideo",
      description: "Tens of thousands of videos with rich scene-by-scene annotations.",
    },
  ],
  spaces: [
    { id: "llava-hf/video-llava", description: "Chat about an uploaded video with Video-LLaVA." },
    {
      id: "opencompass/openvlm_video_leaderboard",
      description: "Compares video language models on several benchmarks.",
    },
    {
      id: "HuggingFaceTB/SmolVLM2-HighlightGenerator",
      description: "Picks out the highlights of a longer video.",
    },
  ],
  widgetModels: [],
};
