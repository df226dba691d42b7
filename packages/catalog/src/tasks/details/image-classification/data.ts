import type { TaskPageData } from "../types";

/** Page data of the `image-classification` task (the about text comes from `about.md`). */
export const imageClassification: TaskPageData = {
  summary:
    "Image classification gives a whole image a label from a fixed set (what animal, which product, which disease pattern), with a confidence score for each candidate.",
  demo: {
    inputs: [
      { type: "img", file: "image-classification-input.svg", alt: "Close-up of a grey tabby cat's face" },
    ],
    outputs: [
      {
        type: "chart",
        data: [
          { label: "tabby cat", score: 0.71 },
          { label: "tiger cat", score: 0.17 },
          { label: "Egyptian cat", score: 0.08 },
          { label: "lynx", score: 0.02 },
        ],
      },
    ],
  },
  metrics: [
    { id: "accuracy", description: "Share of images whose top predicted label is the correct one." },
    {
      id: "recall",
      description: "For one class: of the images that belong to it, the share the model finds.",
    },
    {
      id: "precision",
      description: "For one class: of the images the model puts in it, the share that really belong there.",
    },
    { id: "f1", description: "Harmonic mean of precision and recall, averaged over classes." },
  ],
  models: [
    {
      id: "google/vit-base-patch16-224",
      description: "Vision Transformer classifier for the 1,000 ImageNet classes.",
    },
    {
      id: "facebook/deit-base-distilled-patch16-224",
      description: "Data-efficient transformer classifier, trained with distillation.",
    },
    {
      id: "facebook/convnext-large-224",
      description: "Convolutional network with transformer-era design choices.",
    },
  ],
  datasets: [
    { id: "cifar100", description: "60,000 small images in 100 classes, a classic benchmark." },
    { id: "fashion_mnist", description: "Greyscale pictures of clothes in ten categories." },
  ],
  spaces: [{ id: "timm/leaderboard", description: "Compares image classifiers on accuracy and speed." }],
  widgetModels: ["google/vit-base-patch16-224"],
  youtubeId: "tjAIM7BOYhw",
};
