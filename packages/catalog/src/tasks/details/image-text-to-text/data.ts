import type { TaskPageData } from "../types";

/** Page data of the `image-text-to-text` task (the about text comes from `about.md`). */
export const imageTextToText: TaskPageData = {
  summary:
    "Image-text-to-text models, also called vision language models (VLMs), read one or more images together with a text prompt and answer in text: describing, reading, comparing or reasoning about what they see.",
  demo: {
    inputs: [
      {
        type: "img",
        file: "image-text-to-text-input.svg",
        alt: "A grey cat sitting on a lawn, with a tree and a small house under a sunny sky",
      },
      { type: "text", label: "Text Prompt", content: "Describe where the cat is and what is around it." },
    ],
    outputs: [
      {
        type: "text",
        label: "Answer",
        content:
          "A grey cat with darker stripes sits on the grass in the foreground, facing right. Behind it, on the left, is a small cream house with a red roof, and on the right a leafy tree. The sky is clear apart from one white cloud, and the sun is in the top-right corner.",
      },
    ],
  },
  metrics: [],
  models: [
    {
      id: "HuggingFaceTB/SmolVLM-Instruct",
      description: "Small, efficient vision language model that runs on modest hardware.",
    },
    { id: "zai-org/GLM-4.5V", description: "Large vision language model with step-by-step reasoning." },
    {
      id: "rednote-hilab/dots.ocr",
      description: "Compact model that converts document pages to structured text.",
    },
    {
      id: "Qwen/Qwen2.5-VL-3B-Instruct",
      description: "Small but capable model for images, documents and video.",
    },
    { id: "microsoft/Magma-8B", description: "Vision language model that can also plan actions for agents." },
  ],
  datasets: [
    { id: "liuhaotian/LLaVA-Instruct-150K", description: "Conversations and instructions about images." },
    {
      id: "DAMO-NLP-SG/multimodal_textbook",
      description: "Interleaved images and text drawn from instructional videos.",
    },
    {
      id: "HuggingFaceM4/the_cauldron",
      description: "Fifty vision-language datasets gathered for fine-tuning.",
    },
    { id: "HuggingFaceM4/WebSight", description: "Website screenshots paired with their HTML and CSS code." },
  ],
  spaces: [
    { id: "opencompass/open_vlm_leaderboard", description: "Leaderboard comparing vision language models." },
    {
      id: "sergiopaniego/vlm_object_understanding",
      description: "Compares how well vision language models locate objects.",
    },
    { id: "prithivMLmods/Multimodal-OCR", description: "Compare models that read text from images." },
  ],
  widgetModels: ["zai-org/GLM-4.5V"],
  youtubeId: "IoGaGfU1CIg",
};
