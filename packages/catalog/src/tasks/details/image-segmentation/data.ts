import type { TaskPageData } from "../types";

/** Page data of the `image-segmentation` task (the about text comes from `about.md`). */
export const imageSegmentation: TaskPageData = {
  summary:
    "Image segmentation labels every pixel of an image, dividing it into regions such as sky, grass, house and cat, or separating each individual object from the rest.",
  demo: {
    inputs: [
      {
        type: "img",
        file: "image-segmentation-input.svg",
        alt: "A grey cat sitting on a lawn, with a tree and a small house under a sunny sky",
      },
    ],
    outputs: [
      {
        type: "img",
        file: "image-segmentation-output.svg",
        alt: "Segmentation of the scene: sky, sun, cloud, grass, house, tree and cat each in a flat colour",
      },
    ],
  },
  metrics: [
    {
      id: "Average Precision",
      description:
        "For instance segmentation: the area under the precision-recall curve, where a predicted mask counts as correct when it overlaps a true one enough.",
    },
    { id: "Mean Average Precision", description: "Average Precision averaged over all classes (mAP)." },
    {
      id: "Mean Intersection over Union",
      description:
        "For semantic segmentation: per class, the overlap of predicted and true regions divided by their union, averaged over classes (mIoU).",
    },
    {
      id: "APα",
      description: "Average Precision with the overlap threshold fixed at α, for example AP50 or AP75.",
    },
  ],
  models: [
    {
      id: "tue-mps/coco_panoptic_eomt_large_640",
      description: "Panoptic segmentation with a plain vision transformer.",
    },
    { id: "briaai/RMBG-1.4", description: "Removes the background from product and portrait photos." },
    { id: "ZhengPeng7/BiRefNet", description: "High-resolution foreground segmentation with fine edges." },
    { id: "facebook/sapiens-seg-1b", description: "Segments the parts of human bodies and clothing." },
    {
      id: "facebook/mask2former-swin-large-coco-panoptic",
      description: "Mask2Former panoptic model trained on everyday scenes (COCO).",
    },
  ],
  datasets: [
    { id: "scene_parse_150", description: "Scene parsing benchmark with 150 classes of things and stuff." },
  ],
  spaces: [
    { id: "facebook/ov-seg", description: "Segment classes named in free text, even unseen ones." },
    { id: "jbrinkma/segment-anything", description: "Segment any object with the Segment Anything model." },
    { id: "facebook/sapiens-pose", description: "Human-centric vision demos from the Sapiens models." },
    {
      id: "rashmi/sartorius-cell-instance-segmentation",
      description: "Outlines individual neuron cells in microscope images.",
    },
    { id: "ArtGAN/Segment-Anything-Video", description: "Segment and track objects through a video." },
    { id: "segments/panoptic-segment-anything", description: "Panoptic segmentation of outdoor scenes." },
  ],
  widgetModels: ["nvidia/segformer-b0-finetuned-ade-512-512"],
  youtubeId: "dKE8SIt9C-w",
};
