import type { TaskPageData } from "../types";

/** Page data of the `image-feature-extraction` task (the about text comes from `about.md`). */
export const imageFeatureExtraction: TaskPageData = {
  summary:
    "Image feature extraction turns an image into a vector of numbers (an embedding) that describes its content, for similarity search, clustering, or as input to another model.",
  demo: {
    inputs: [
      {
        type: "img",
        file: "image-feature-extraction-input.svg",
        alt: "A grey cat sitting on a lawn, with a tree and a small house under a sunny sky",
      },
    ],
    outputs: [
      {
        type: "tabular",
        label: "Patch embeddings (first 3 dimensions)",
        columns: ["Dimension 1", "Dimension 2", "Dimension 3"],
        rows: [
          [0.318, -0.774, 1.052],
          [-1.107, 0.425, 0.216],
          [0.683, 0.091, -0.539],
          [0.042, 1.338, -0.267],
        ],
      },
    ],
  },
  metrics: [],
  models: [
    {
      id: "timm/vit_large_patch14_dinov2.lvd142m",
      description: "DINOv2 vision transformer; self-supervised features that work for almost any image task.",
    },
    { id: "nvidia/MambaVision-T-1K", description: "Fast hybrid Mamba-transformer image backbone." },
    {
      id: "facebook/dino-vitb16",
      description: "Self-supervised vision transformer with strong general features.",
    },
    {
      id: "apple/aimv2-large-patch14-336-distilled",
      description: "Vision encoder pre-trained to predict image patches and text together.",
    },
    {
      id: "OpenGVLab/InternViT-6B-448px-V1-2",
      description: "Very large vision encoder that handles photos and documents alike.",
    },
  ],
  datasets: [
    {
      id: "imagenet-1k",
      description: "1.2 million labelled photos in 1,000 classes, the standard pre-training set.",
    },
  ],
  spaces: [
    {
      id: "timm/leaderboard",
      description: "Ranks image backbones by how well their features classify images.",
    },
  ],
  widgetModels: [],
};
