import type { TaskPageData } from "../types";

/** Page data of the `depth-estimation` task (the about text comes from `about.md`). */
export const depthEstimation: TaskPageData = {
  summary:
    "Depth estimation predicts how far from the camera each pixel of an image is, turning a single flat picture into a depth map.",
  demo: {
    inputs: [
      {
        type: "img",
        file: "depth-estimation-input.svg",
        alt: "A grey cat sitting on a lawn, with a tree and a small house under a sunny sky",
      },
    ],
    outputs: [
      {
        type: "img",
        file: "depth-estimation-output.svg",
        alt: "Depth map of the scene: the cat is brightest (nearest), the sky black",
      },
    ],
  },
  metrics: [],
  models: [
    {
      id: "depth-anything/Depth-Anything-V2-Large",
      description: "Sharp, robust relative depth for any image.",
    },
    { id: "jingheya/lotus-depth-g-v1-0", description: "Depth from a fine-tuned image diffusion model." },
    { id: "tencent/DepthCrafter", description: "Depth for whole videos, consistent from frame to frame." },
    {
      id: "apple/DepthPro-hf",
      description: "Metric depth (in metres) with fine detail, from a single image.",
    },
  ],
  datasets: [
    {
      id: "sayakpaul/nyu_depth_v2",
      description: "Indoor scenes recorded with a colour camera and a depth sensor side by side.",
    },
    { id: "depth-anything/DA-2K", description: "Benchmark of image pairs with annotated relative depth." },
  ],
  spaces: [
    {
      id: "radames/dpt-depth-estimation-3d-voxels",
      description: "Predicts depth and rebuilds the picture as 3D voxels.",
    },
    { id: "akhaliq/depth-pro", description: "Try Depth Pro's metric depth on your own pictures." },
    { id: "tencent/DepthCrafter", description: "Estimate depth for every frame of a video." },
    { id: "facebook/sapiens-depth", description: "Depth estimation specialised for people." },
  ],
  widgetModels: [],
};
