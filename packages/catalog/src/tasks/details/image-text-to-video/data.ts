import type { TaskPageData } from "../types";

/** Page data of the `image-text-to-video` task (the about text comes from `about.md`). */
export const imageTextToVideo: TaskPageData = {
  summary:
    "Image-text-to-video models animate a reference image as a written prompt describes, producing a short video clip that starts from, or stays faithful to, the given picture.",
  demo: {
    inputs: [
      {
        type: "img",
        file: "image-text-to-video-input.svg",
        alt: "A grey cat sitting on a lawn, with a tree and a small house under a sunny sky",
      },
      {
        type: "text",
        label: "Prompt",
        content: "Evening falls: the sun sets and the lights in the house come on.",
      },
    ],
    outputs: [
      {
        type: "img",
        file: "image-text-to-video-output.svg",
        alt: "Looping animation of the scene: the sun sinks, the sky turns dark blue and the windows glow yellow",
      },
    ],
  },
  metrics: [
    {
      id: "fvd",
      description:
        "Fréchet Video Distance: compares the statistics of generated and real clips in a video network's feature space, covering both frame quality and motion. Lower is better.",
    },
    {
      id: "clipsim",
      description:
        "Average CLIP similarity between the prompt and the generated frames. Higher means the video matches the text better.",
    },
  ],
  models: [
    {
      id: "Lightricks/LTX-Video",
      description: "Fast open video generator that accepts an image and a prompt.",
    },
  ],
  datasets: [],
  spaces: [
    { id: "Lightricks/ltx-video-distilled", description: "Animate an image with a prompt in seconds." },
  ],
  widgetModels: ["Lightricks/LTX-Video"],
};
