import type { TaskPageData } from "../types";

/** Page data of the `text-to-image` task (the about text comes from `about.md`). */
export const textToImage: TaskPageData = {
  summary:
    "Text-to-image models draw a new picture from a written description, the prompt. They are used for illustration, concept art, product mock-ups and design exploration.",
  demo: {
    inputs: [
      {
        type: "text",
        label: "Prompt",
        content: "A red fox sitting in the snow between birch trees at dawn, flat vector illustration",
      },
    ],
    outputs: [
      {
        type: "img",
        label: "Generated image",
        file: "text-to-image-output.svg",
        alt: "A flat illustration of a red fox sitting in snow among white birch trunks, under a pink and violet dawn sky.",
      },
    ],
  },
  metrics: [
    {
      id: "IS",
      description:
        "Inception Score: an image classifier looks at many generated images; the score is high when each image is clearly one thing and the set as a whole covers many different things.",
    },
    {
      id: "FID",
      description:
        "Fréchet Inception Distance: compares the statistics of image features from generated pictures with those from real photos. Lower means the generated set looks more like real images.",
    },
    {
      id: "R-Precision",
      description:
        "Uses each generated image to retrieve captions from a pool and checks how many of the top retrieved captions are the ones that produced it. Higher means images follow their prompts more closely.",
    },
  ],
  models: [
    {
      id: "black-forest-labs/FLUX.1-Krea-dev",
      description: "Produces especially photographic, natural-looking images.",
    },
    { id: "Qwen/Qwen-Image", description: "Strong general model, good at rendering text inside images." },
    {
      id: "ByteDance/SDXL-Lightning",
      description: "Distilled SDXL model that produces an image in a few steps.",
    },
    {
      id: "ByteDance/Hyper-SD",
      description: "Step-reduction weights that make Stable Diffusion models much faster.",
    },
  ],
  datasets: [
    { id: "red_caps", description: "About 12 million images with captions written by Reddit users." },
    {
      id: "conceptual_captions",
      description: "About 3.3 million web images with cleaned-up alt-text captions.",
    },
    { id: "Spawning/PD12M", description: "Twelve million public-domain images with captions." },
  ],
  spaces: [
    {
      id: "stabilityai/stable-diffusion-3-medium",
      description: "Try Stable Diffusion 3 Medium on your own prompts.",
    },
    { id: "jbilcke-hf/ai-comic-factory", description: "Turns a story idea into comic panels." },
    {
      id: "multimodalart/flux-lora-lab",
      description: "Combine several style adapters (LoRAs) on a FLUX model.",
    },
    {
      id: "latent-consistency/lcm-lora-for-sdxl",
      description: "Near-instant SDXL images using a latent consistency adapter.",
    },
    { id: "multimodalart/LoraTheExplorer", description: "Browse and try community style adapters." },
    {
      id: "ArtGAN/Stable-Diffusion-ControlNet-WebUI",
      description: "Generate, transform and inpaint images with ControlNet guidance.",
    },
    {
      id: "InstantX/InstantID",
      description: "Creates new pictures of a person from one photo and a prompt.",
    },
  ],
  widgetModels: ["black-forest-labs/FLUX.1-dev"],
};
