import type { TaskPageData } from "../types";

/** Page data of the `video-to-video` task (the about text comes from `about.md`). */
export const videoToVideo: TaskPageData = {
  summary:
    "Video-to-video models transform an existing video into a new one: restyle it, change the time of day or the clothes of a person, upscale and restore it, or add frames, while keeping the original motion.",
  demo: {
    inputs: [
      {
        type: "img",
        label: "Input video",
        file: "video-to-video-input.svg",
        alt: "An animated loop in daylight: a blue car drives along a town street past beige houses under a sunny sky.",
      },
      { type: "text", label: "Instruction", content: "Make it night time, with the car's headlights on." },
    ],
    outputs: [
      {
        type: "img",
        label: "Edited video",
        file: "video-to-video-output.svg",
        alt: "The same animated loop at night: dark sky with a crescent moon and stars, lit yellow windows, and the blue car driving with its headlights shining.",
      },
    ],
  },
  metrics: [],
  models: [
    {
      id: "decart-ai/Lucy-Edit-Dev",
      description: "Edits clothing, characters and scenery in a video from a text instruction.",
    },
    {
      id: "LeoLau/Shape-for-Motion",
      description: "Uses 3D mesh proxies so that edits stay consistent as objects move.",
    },
    {
      id: "nvidia/Cosmos-Transfer2.5-2B",
      description:
        "Generates physically plausible video guided by an input video and control signals such as depth or edges.",
    },
    {
      id: "numz/SeedVR2_comfyUI",
      description: "Video upscaling and restoration packaged for ComfyUI workflows.",
    },
  ],
  datasets: [
    {
      id: "suimu/VIRESET",
      description: "Videos with detailed per-object annotations for training instance editing.",
    },
    { id: "zhangsh2001/LongV-EVAL", description: "Benchmark for generating and understanding long videos." },
    {
      id: "Iceclear/SeedVR_VideoDemos",
      description: "Around a hundred before-and-after restoration examples.",
    },
  ],
  spaces: [
    { id: "decart-ai/lucy-edit-dev", description: "Describe a change and apply it to an uploaded clip." },
    { id: "ByteDance-Seed/SeedVR2-3B", description: "Upscale and restore a low-quality video." },
  ],
  widgetModels: [],
};
