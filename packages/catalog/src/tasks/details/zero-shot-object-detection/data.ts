import type { TaskPageData } from "../types";

/** Page data of the `zero-shot-object-detection` task (the about text comes from `about.md`). */
export const zeroShotObjectDetection: TaskPageData = {
  summary:
    "Zero-shot object detection finds and boxes the objects named in a text query, even for categories the model never saw labelled boxes of. You describe what to look for; the model returns boxes, labels and confidence scores.",
  demo: {
    inputs: [
      {
        type: "img",
        label: "Image",
        file: "zero-shot-object-detection-input.svg",
        alt: "A desk by a window with an open laptop, a potted plant on the left and a steaming white mug on the right.",
      },
      { type: "text", label: "Objects to find", content: "laptop, plant, mug" },
    ],
    outputs: [
      {
        type: "img",
        label: "Detections",
        file: "zero-shot-object-detection-output.svg",
        alt: "The same desk with three labelled boxes: laptop 0.94, plant 0.88 and mug 0.91.",
      },
    ],
  },
  metrics: [
    {
      id: "Average Precision",
      description:
        "For one class, the area under the precision-recall curve built by ranking all detections by confidence. A detection counts as correct when its box overlaps a true box enough.",
    },
    { id: "Mean Average Precision", description: "Average Precision averaged over all classes (mAP)." },
    {
      id: "APα",
      description:
        "Average Precision with a fixed overlap (intersection over union) threshold α for a match, e.g. AP50 accepts boxes overlapping by half, AP75 demands tighter boxes.",
    },
  ],
  models: [
    {
      id: "openmmlab-community/mm_grounding_dino_large_all",
      description: "Grounding DINO model that detects objects described by free-form text.",
    },
    {
      id: "fushh7/LLMDet",
      description: "Open-vocabulary detector trained with captions written by a language model.",
    },
  ],
  datasets: [],
  spaces: [
    {
      id: "ariG23498/zero-shot-od",
      description: "Compares the boxes and speed of several zero-shot detectors.",
    },
    {
      id: "merve/OWLSAM",
      description: "Turns text-prompted boxes into segmentation masks by chaining a detector with SAM.",
    },
  ],
  widgetModels: [],
};
