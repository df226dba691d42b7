import type { TaskPageData } from "../types";

/** Page data of the `zero-shot-image-classification` task (the about text comes from `about.md`). */
export const zeroShotImageClassification: TaskPageData = {
  summary:
    "Zero-shot image classification labels a picture with categories you name at request time, with no training on those categories. The model compares the image with a short text for each label and picks the closest.",
  demo: {
    inputs: [
      {
        type: "img",
        label: "Image",
        file: "zero-shot-image-classification-input.svg",
        alt: "A cream-coloured llama with a red saddle blanket on a green hill, snowy mountains behind.",
      },
      { type: "text", label: "Candidate labels", content: "cat, dog, llama" },
    ],
    outputs: [
      {
        type: "chart",
        label: "Scores",
        data: [
          { label: "llama", score: 0.95 },
          { label: "dog", score: 0.04 },
          { label: "cat", score: 0.01 },
        ],
      },
    ],
  },
  metrics: [
    {
      id: "top-K accuracy",
      description:
        "Share of images whose true label is among the model's K highest-scoring labels (top-1 is plain accuracy; top-5 is common for many classes).",
    },
  ],
  models: [
    {
      id: "visheratin/mexma-siglip",
      description: "Matches images with labels written in about 80 languages.",
    },
    {
      id: "google/siglip2-base-patch16-224",
      description: "Compact, accurate image-text model from the SigLIP 2 family.",
    },
    {
      id: "intfloat/mmE5-mllama-11b-instruct",
      description: "Large multimodal embedding model, strong across many image-text benchmarks.",
    },
    {
      id: "jinaai/jina-clip-v2",
      description: "Multilingual image-text model that also handles long label texts.",
    },
    {
      id: "microsoft/BiomedCLIP-PubMedBERT_256-vit_base_patch16_224",
      description:
        "Trained on figures from biomedical papers, for microscopy, scans and other medical images.",
    },
  ],
  datasets: [],
  spaces: [
    {
      id: "pharma/CLIP-Interrogator",
      description: "Finds text that describes an image well, e.g. to reuse as a prompt.",
    },
    {
      id: "merve/compare_clip_siglip",
      description: "Runs CLIP and SigLIP side by side on your image and labels.",
    },
  ],
  widgetModels: ["google/siglip-so400m-patch14-224"],
};
