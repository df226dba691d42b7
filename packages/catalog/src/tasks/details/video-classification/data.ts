import type { TaskPageData } from "../types";

/** Page data of the `video-classification` task (the about text comes from `about.md`). */
export const videoClassification: TaskPageData = {
  summary:
    "Video classification assigns labels to a whole video clip, usually the action or event it shows. Unlike image classification, the model must use motion across frames: a still of a raised arm cannot tell throwing from waving.",
  demo: {
    inputs: [
      {
        type: "img",
        label: "Clip",
        file: "video-classification-input.svg",
        alt: "An animated loop of a basketball flying in an arc into a hoop and dropping through the net.",
      },
    ],
    outputs: [
      {
        type: "chart",
        label: "Predicted action",
        data: [
          { label: "shooting basketball", score: 0.81 },
          { label: "dribbling basketball", score: 0.12 },
          { label: "playing volleyball", score: 0.04 },
        ],
      },
    ],
  },
  metrics: [
    {
      id: "accuracy",
      description: "Share of clips whose top predicted label is correct (top-5 accuracy is also common).",
    },
    {
      id: "recall",
      description: "For one class: of the clips that truly show it, the share the model found.",
    },
    {
      id: "precision",
      description: "For one class: of the clips the model gave that label, the share that really show it.",
    },
    { id: "f1", description: "Harmonic mean of precision and recall, useful when some actions are rare." },
  ],
  models: [
    {
      id: "google/vivit-b-16x2-kinetics400",
      description:
        "Video vision transformer that recognises the 400 Kinetics actions from space-time patches.",
    },
    {
      id: "microsoft/xclip-base-patch32",
      description: "Video-text model that can also classify clips against labels given as text.",
    },
  ],
  datasets: [{ id: "kinetics400", description: "About 300,000 YouTube clips covering 400 human actions." }],
  spaces: [
    { id: "nateraw/lavila", description: "Describes and labels what happens at each moment of a video." },
    { id: "fcakyon/video-classification", description: "Upload a clip and see the predicted actions." },
  ],
  widgetModels: [],
};
