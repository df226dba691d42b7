import type { TaskPageData } from "../types";

/** Page data of the `text-to-video` task (the about text comes from `about.md`). */
export const textToVideo: TaskPageData = {
  summary:
    "Text-to-video models generate a short video clip from a written description. They must draw convincing frames and also keep objects, lighting and motion consistent from one frame to the next.",
  demo: {
    inputs: [
      {
        type: "text",
        label: "Prompt",
        content:
          "A striped hot-air balloon slowly rising over rolling green hills at sunrise, light clouds drifting",
      },
    ],
    outputs: [
      {
        type: "img",
        label: "Generated clip",
        file: "text-to-video-output.svg",
        alt: "An animated loop: a red and orange striped hot-air balloon rises and sinks gently over green hills, with a low sun and clouds moving to the right.",
      },
    ],
  },
  metrics: [
    {
      id: "is",
      description:
        "Inception Score, applied to video frames or clips: high when each clip is clearly recognisable and the set of clips is varied.",
    },
    {
      id: "fid",
      description:
        "Fréchet Inception Distance between features of generated frames and real frames. Lower means the frames look more like real footage, but it ignores motion.",
    },
    {
      id: "fvd",
      description:
        "Fréchet Video Distance: like FID but with features from a video network, so it also judges how natural the motion over time is. Lower is better.",
    },
    {
      id: "clipsim",
      description:
        "Average CLIP similarity between each generated frame and the prompt. Higher means the video shows what was asked for.",
    },
  ],
  models: [
    { id: "tencent/HunyuanVideo", description: "Large open model with stable subjects across long shots." },
    {
      id: "Lightricks/LTX-Video",
      description: "Follows prompts closely and produces smooth, realistic motion.",
    },
    {
      id: "nvidia/Cosmos-1.0-Diffusion-7B-Text2World",
      description:
        "World model that generates physically plausible scenes for robotics and driving research.",
    },
    {
      id: "Lightricks/LTX-Video-0.9.8-13B-distilled",
      description: "Distilled model that renders clips in few steps.",
    },
  ],
  datasets: [
    {
      id: "iejMac/CLIP-MSR-VTT",
      description: "Ten thousand web video clips, each with several human-written captions.",
    },
    { id: "quchenyuan/UCF101-ZIP", description: "About 13,000 YouTube clips of 101 human actions." },
    { id: "nateraw/kinetics", description: "YouTube clips of people doing hundreds of different actions." },
    {
      id: "HuggingFaceM4/something_something_v2",
      description: "People performing simple actions with everyday objects, such as pushing or folding.",
    },
    {
      id: "HuggingFaceM4/webvid",
      description: "Millions of stock-footage clips with their (sometimes loose) captions.",
    },
    {
      id: "iejMac/CLIP-DiDeMo",
      description: "Flickr videos with descriptions of moments inside each video.",
    },
  ],
  spaces: [
    { id: "VideoCrafter/VideoCrafter", description: "Generate short clips from prompts." },
    { id: "Wan-AI/Wan2.1", description: "Create videos with the Wan models from text or an image." },
    {
      id: "Pyramid-Flow/pyramid-flow",
      description: "Generate videos with an efficient flow-matching model.",
    },
  ],
  widgetModels: ["Wan-AI/Wan2.2-TI2V-5B"],
};
