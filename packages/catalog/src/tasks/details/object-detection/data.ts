import type { TaskPageData } from "../types";

/** Page data of the `object-detection` task (the about text comes from `about.md`). */
export const objectDetection: TaskPageData = {
  summary:
    "Object detection finds the objects of known classes in an image and returns, for each, a box around it, its class and a confidence score.",
  demo: {
    inputs: [
      {
        type: "img",
        file: "object-detection-input.svg",
        alt: "A grey cat sitting on a lawn, with a tree and a small house under a sunny sky",
      },
    ],
    outputs: [
      {
        type: "img",
        file: "object-detection-output.svg",
        alt: "The scene with labelled boxes: cat 0.98, house 0.91, tree 0.86",
      },
    ],
  },
  metrics: [
    {
      id: "Average Precision",
      description:
        "Area under the precision-recall curve for one class; a detection counts as correct when its box overlaps a true box enough (IoU above a threshold).",
    },
    { id: "Mean Average Precision", description: "Average Precision averaged over all classes (mAP)." },
    {
      id: "APα",
      description:
        "Average Precision at one IoU threshold α, for example AP50 (loose boxes accepted) or AP75 (boxes must be tight).",
    },
  ],
  models: [
    {
      id: "facebook/detr-resnet-50",
      description: "DETR detector trained on COCO: a simple, solid baseline.",
    },
    {
      id: "IDEA-Research/dab-detr-resnet-50",
      description: "DETR variant with better box queries and accuracy.",
    },
    { id: "PekingU/rtdetr_v2_r50vd", description: "Real-time transformer detector, fast and accurate." },
    { id: "StephanST/WALDO30", description: "Detects small objects in aerial and low-altitude imagery." },
  ],
  datasets: [
    { id: "merve/coco2017", description: "COCO: everyday scenes with boxes for 80 object classes." },
    { id: "merve/pascal-voc", description: "PASCAL VOC: a classic detection benchmark with 20 classes." },
  ],
  spaces: [
    { id: "Roboflow/RF-DETR", description: "Real-time detection in the browser." },
    {
      id: "Gradio-Blocks/Object-Detection-With-DETR-and-YOLOS",
      description: "Try several DETR and YOLOS detectors on your images.",
    },
    { id: "sunsmarterjieleaf/yolov12", description: "Detect objects with YOLOv12." },
    { id: "VIPLab/Track-Anything", description: "Track, segment and remove objects in videos." },
    { id: "merve/RT-DETR-tracking-coco", description: "Fast object tracking built on RT-DETR detections." },
  ],
  widgetModels: ["facebook/detr-resnet-50"],
  youtubeId: "WdAeKSOpxhw",
};
