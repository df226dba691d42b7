import type { TaskPageData } from "../types";

/** Page data of the `image-to-video` task (the about text comes from `about.md`). */
export const imageToVideo: TaskPageData = {
  summary:
    "Image-to-video models turn a still image into a short video clip, adding plausible motion; an optional text prompt can steer what moves and how.",
  demo: {
    inputs: [
      {
        type: "img",
        file: "image-to-video-input.svg",
        alt: "A grey cat sitting on a lawn, with a tree and a small house under a sunny sky",
      },
      {
        type: "text",
        label: "Optional Text Prompt",
        content: "The cat swishes its tail while a cloud drifts by.",
      },
    ],
    outputs: [
      {
        type: "img",
        file: "image-to-video-output.svg",
        alt: "Looping animation of the scene: the cat's tail swings and the cloud drifts across the sky",
      },
    ],
  },
  metrics: [
    {
      id: "fvd",
      description:
        "Fréchet Video Distance: how far generated clips are from real ones in a video network's feature space, covering frame quality and motion. Lower is better.",
    },
    {
      id: "clip_score",
      description:
        "CLIP similarity between the text prompt (when one is given) and the generated frames. Higher means the video follows the prompt better.",
    },
    {
      id: "lpips",
      description:
        "Learned perceptual image patch similarity between the input image and the video's frames: low values mean the video stays faithful to the picture.",
    },
    {
      id: "identity_preservation",
      description:
        "How well a person's or object's identity stays the same from the input image through the video.",
    },
    {
      id: "motion_score",
      description: "How much, and how smoothly, things move in the clip; guards against near-static videos.",
    },
  ],
  models: [
    {
      id: "Lightricks/LTX-Video-0.9.7-dev",
      description: "13B-parameter LTX-Video model for high-quality clips.",
    },
    { id: "Wan-AI/Wan2.1-VACE-14B", description: "Video generation and editing guided by reference images." },
    {
      id: "lllyasviel/FramePack_F1_I2V_HY_20250503",
      description: "FramePack model that generates long videos frame section by section.",
    },
    {
      id: "Lightricks/LTX-Video-0.9.7-distilled",
      description: "Distilled LTX-Video for much faster generation.",
    },
    { id: "Skywork/SkyReels-V2-I2V-14B-720P", description: "14B model producing 720p image-to-video clips." },
    { id: "tencent/HunyuanVideo-I2V", description: "Image-to-video version of HunyuanVideo." },
    { id: "Wan-AI/Wan2.1-I2V-14B-720P", description: "Wan 2.1 image-to-video model at 720p." },
    {
      id: "Wan-AI/Wan2.1-I2V-14B-720P-Diffusers",
      description: "The same Wan 2.1 model packaged for Diffusers.",
    },
  ],
  datasets: [
    {
      id: "ali-vilab/VACE-Benchmark",
      description: "Benchmark for video generation controlled by reference images.",
    },
    {
      id: "Rapidata/sora-video-generation-style-likert-scoring",
      description: "Human ratings of the style of generated videos.",
    },
    {
      id: "BestWishYsh/ChronoMagic",
      description: "Time-lapse videos with captions, for videos that change over time.",
    },
  ],
  spaces: [
    { id: "Lightricks/ltx-video-distilled", description: "Generate short clips from an image quickly." },
    { id: "linoyts/FramePack-F1", description: "Animate an image with FramePack F1." },
    { id: "lisonallen/framepack-i2v", description: "Animate an image with FramePack." },
    { id: "multimodalart/wan2-1-fast", description: "Fast Wan 2.1 image-to-video with a CausVid LoRA." },
    { id: "multimodalart/stable-video-diffusion", description: "Stable Video Diffusion demo." },
  ],
  widgetModels: [],
};
