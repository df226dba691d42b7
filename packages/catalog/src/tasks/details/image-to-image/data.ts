import type { TaskPageData } from "../types";

/** Page data of the `image-to-image` task (the about text comes from `about.md`). */
export const imageToImage: TaskPageData = {
  summary:
    "Image-to-image models transform one image into another: colourising, sharpening or enlarging it, filling in missing parts, relighting it, or changing its style while keeping its content.",
  demo: {
    inputs: [
      {
        type: "img",
        file: "image-to-image-input.svg",
        alt: "Black-and-white picture of a cat on a lawn, a tree and a house",
      },
    ],
    outputs: [
      {
        type: "img",
        file: "image-to-image-output.svg",
        alt: "The same picture colourised: green grass, blue sky, red roof, grey tabby cat",
      },
    ],
  },
  metrics: [
    {
      id: "PSNR",
      description:
        "Peak signal-to-noise ratio: pixel-level fidelity to a reference image, in decibels. Higher is better; common for restoration and super-resolution.",
    },
    {
      id: "SSIM",
      description:
        "Structural similarity index: compares local brightness, contrast and structure with a reference, closer to human judgement than PSNR. 1 means identical.",
    },
    {
      id: "IS",
      description:
        "Inception score: rates generated images by how confidently and how diversely an image classifier labels them. Higher is better.",
    },
  ],
  models: [
    { id: "fal/AuraSR-v2", description: "Upscales images to four times their resolution." },
    { id: "black-forest-labs/FLUX.1-Kontext-dev", description: "Edits images following a text instruction." },
    { id: "yisol/IDM-VTON", description: "Virtual try-on: dresses a person in a given garment." },
    {
      id: "kontext-community/relighting-kontext-dev-lora-v3",
      description: "Changes the lighting of a photo.",
    },
    {
      id: "black-forest-labs/FLUX.1-Fill-dev",
      description: "Fills masked areas (inpainting) or extends the canvas.",
    },
    {
      id: "black-forest-labs/FLUX.1-Depth-dev-lora",
      description: "Generates a new image that keeps another's depth layout.",
    },
  ],
  datasets: [
    { id: "VIDIT", description: "Synthetic scenes rendered under many lighting conditions, for relighting." },
    {
      id: "huggan/CelebA-faces",
      description: "Celebrity face photos, used for face editing and translation.",
    },
    { id: "Spawning/PD12M", description: "Twelve million public-domain images with captions." },
  ],
  spaces: [
    { id: "black-forest-labs/FLUX.1-Kontext-Dev", description: "Edit a picture by describing the change." },
    { id: "lllyasviel/iclight-v2-vary", description: "Relight a portrait or product photo." },
    { id: "jasperai/Flux.1-dev-Controlnet-Upscaler", description: "Upscale low-resolution images." },
  ],
  widgetModels: ["Qwen/Qwen-Image"],
};
