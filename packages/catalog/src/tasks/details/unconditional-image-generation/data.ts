import type { TaskPageData } from "../types";

/** Page data of the `unconditional-image-generation` task (the about text comes from `about.md`). */
export const unconditionalImageGeneration: TaskPageData = {
  summary:
    "Unconditional image generation creates new images that look like those of a training set, without any prompt or input image. Only a random seed decides which image comes out.",
  demo: {
    inputs: [
      { type: "text", label: "Seed", content: "1234" },
      { type: "text", label: "Number of images", content: "4" },
    ],
    outputs: [
      {
        type: "img",
        label: "Generated images",
        file: "unconditional-image-generation-output.svg",
        alt: "Four generated butterflies in a grid: orange with pale spots, blue with light streaks, yellow with black veins, and purple with eye spots.",
      },
    ],
  },
  metrics: [
    {
      id: "Inception score (IS)",
      description:
        "Runs an image classifier over many generated images. High when each image is confidently one class and the images spread over many classes.",
    },
    {
      id: "Fréchet Inception Distance (FID)",
      description:
        "Distance between the feature statistics of generated images and of real training images. Lower means the generated set is harder to tell apart from the real one.",
    },
  ],
  models: [
    {
      id: "google/ddpm-cifar10-32",
      description:
        "The original denoising diffusion model, producing 32 × 32 pictures in the style of CIFAR-10.",
    },
    {
      id: "google/ddpm-celebahq-256",
      description: "Diffusion model that generates 256 × 256 portraits of people who do not exist.",
    },
  ],
  datasets: [
    { id: "cifar100", description: "Sixty thousand tiny 32 × 32 photos in a hundred everyday categories." },
    {
      id: "CelebA",
      description: "Over 200,000 celebrity face photos, a common benchmark for face generation.",
    },
  ],
  spaces: [
    { id: "CompVis/celeba-latent-diffusion", description: "Generates realistic faces of imaginary people." },
  ],
  widgetModels: [],
};
