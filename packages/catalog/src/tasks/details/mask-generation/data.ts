import type { TaskPageData } from "../types";

/** Page data of the `mask-generation` task (the about text comes from `about.md`). */
export const maskGeneration: TaskPageData = {
  summary:
    "Mask generation cuts objects out of an image as pixel masks without naming them: point at something, draw a box around it, or ask for every object, and the model returns the matching masks.",
  demo: {
    inputs: [
      {
        type: "img",
        file: "mask-generation-input.svg",
        alt: "A grey cat sitting on a lawn, with a tree and a small house under a sunny sky",
      },
    ],
    outputs: [
      {
        type: "img",
        file: "mask-generation-output.svg",
        alt: "The scene with a differently coloured mask over the cat, the tree, the house, the sun and the cloud",
      },
    ],
  },
  metrics: [
    {
      id: "Intersection over Union (IoU)",
      description:
        "Overlap between a predicted mask and the true mask divided by the area they cover together; 1 is a perfect match.",
    },
  ],
  models: [
    {
      id: "Zigeng/SlimSAM-uniform-50",
      description: "Pruned Segment Anything model, much smaller and faster.",
    },
    {
      id: "facebook/sam2-hiera-large",
      description: "Segment Anything 2: promptable masks in images and videos.",
    },
  ],
  datasets: [
    {
      id: "merve/coco2017",
      description: "Everyday scenes with object masks, used across many vision tasks.",
    },
    { id: "rocky93/BraTS_segmentation", description: "Brain MRI scans with tumour masks." },
  ],
  spaces: [
    {
      id: "merve/OWLSAM2",
      description: "Type what to find: a zero-shot detector finds it and SAM 2 masks it.",
    },
    { id: "merve/slimsam", description: "Compare a large and a small mask generation model." },
    { id: "SkalskiP/segment-anything-model-2", description: "Try Segment Anything 2 on images." },
    { id: "SkalskiP/SAM_and_ProPainter", description: "Mask an object in a video and paint it out." },
  ],
  widgetModels: [],
};
