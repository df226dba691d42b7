import type { TaskPageData } from "../types";

/** Page data of the `image-to-text` task (the about text comes from `about.md`). */
export const imageToText: TaskPageData = {
  summary:
    "Image-to-text models write text from an image alone: a caption describing the scene, or the text printed or handwritten in it (OCR).",
  demo: {
    inputs: [
      {
        type: "img",
        file: "image-to-text-input.svg",
        alt: "A grey cat sitting on a lawn, with a tree and a small house under a sunny sky",
      },
    ],
    outputs: [
      {
        type: "text",
        label: "Caption",
        content: "a grey cat sitting on the grass in front of a tree and a small house",
      },
    ],
  },
  metrics: [],
  models: [
    {
      id: "allenai/olmOCR-7B-0725",
      description: "Reads document pages into clean text, keeping reading order.",
    },
    {
      id: "fancyfeast/llama-joycaption-beta-one-hf-llava",
      description: "Writes detailed, uncensored image captions.",
    },
  ],
  datasets: [
    { id: "red_caps", description: "Twelve million images with captions written by Reddit users." },
    {
      id: "conceptual_captions",
      description: "Over three million web images with cleaned-up alt-text captions.",
    },
  ],
  spaces: [
    { id: "multimodalart/OmniSVG-3B", description: "Turns an image into an SVG drawing." },
    { id: "numind/NuMarkdown-8B-Thinking", description: "Converts document images to Markdown." },
    { id: "fancyfeast/joy-caption-beta-one", description: "Caption images in several styles and lengths." },
  ],
  widgetModels: ["Salesforce/blip-image-captioning-large"],
};
