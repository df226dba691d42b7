import type { TaskPageData } from "../types";

/** Page data of the `visual-question-answering` task (the about text comes from `about.md`). */
export const visualQuestionAnswering: TaskPageData = {
  summary:
    "Visual question answering (VQA) answers a question written in plain language about an image: what is shown, how many, what colour, what a sign or chart says.",
  demo: {
    inputs: [
      {
        type: "img",
        label: "Image",
        file: "visual-question-answering-input.svg",
        alt: "A blue bowl on a table holding three red apples and a banana, with a glass of water beside it.",
      },
      { type: "text", label: "Question", content: "How many apples are in the bowl?" },
    ],
    outputs: [
      {
        type: "chart",
        label: "Answers",
        data: [
          { label: "3", score: 0.87 },
          { label: "2", score: 0.08 },
          { label: "4", score: 0.03 },
        ],
      },
    ],
  },
  metrics: [
    {
      id: "accuracy",
      description:
        "Share of questions answered correctly. The VQA benchmark version gives full credit when at least three of its ten human annotators gave the same answer.",
    },
    {
      id: "wu-palmer similarity",
      description:
        'Gives partial credit for answers close in meaning to the correct one, using how near the two words sit in the WordNet hierarchy ("puppy" is closer to "dog" than "car" is).',
    },
  ],
  models: [
    { id: "google/deplot", description: "Reads a chart or plot and writes out its underlying data table." },
    {
      id: "google/matcha-base",
      description: "Pre-trained for chart understanding and math reasoning over images.",
    },
    { id: "google/pix2struct-ocrvqa-large", description: "Answers questions about the text on book covers." },
  ],
  datasets: [
    {
      id: "Graphcore/vqa",
      description: "Open-ended questions about everyday photos, each with ten human answers.",
    },
    {
      id: "facebook/textvqa",
      description: "Questions that can only be answered by reading text in the image.",
    },
  ],
  spaces: [
    {
      id: "merve/pix2struct",
      description: "Compares several Pix2Struct checkpoints on your image and question.",
    },
    { id: "nielsr/vilt-vqa", description: "Ask a question about an uploaded image using ViLT." },
    { id: "Salesforce/BLIP", description: "Caption an image or ask questions about it with BLIP." },
    {
      id: "vumichien/Img2Prompt",
      description: "Describes an image and answers questions about it with BLIP.",
    },
  ],
  widgetModels: ["dandelin/vilt-b32-finetuned-vqa"],
};
