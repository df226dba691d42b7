import type { TaskPageData } from "../types";

/** Page data of the `image-text-to-image` task (the about text comes from `about.md`). */
export const imageTextToImage: TaskPageData = {
  summary:
    "Image-text-to-image models take a picture and a written instruction and produce a new picture: the same scene edited, restyled or extended as the text asks.",
  demo: {
    inputs: [
      {
        type: "img",
        file: "image-text-to-image-input.svg",
        alt: "A grey cat sitting on a lawn, with a tree and a small house under a sunny sky",
      },
      { type: "text", label: "Instruction", content: "Make it a snowy winter evening with the windows lit." },
    ],
    outputs: [
      {
        type: "img",
        file: "image-text-to-image-output.svg",
        alt: "The same scene at dusk: snow on the lawn, roof and tree, a dark blue sky and glowing windows",
      },
    ],
  },
  metrics: [
    {
      id: "FID",
      description:
        "Fréchet Inception Distance: how far the statistics of generated images are from those of real images, in a vision network's feature space. Lower is better.",
    },
    {
      id: "CLIP",
      description:
        "CLIP score: similarity between the output image and the instruction according to a CLIP model. Higher means the edit follows the text more closely.",
    },
  ],
  models: [
    {
      id: "black-forest-labs/FLUX.2-dev",
      description: "Generates and edits images from text and one or more reference images.",
    },
  ],
  datasets: [],
  spaces: [
    { id: "black-forest-labs/FLUX.2-dev", description: "Edit or combine images with a written instruction." },
  ],
  widgetModels: ["black-forest-labs/FLUX.2-dev"],
};
