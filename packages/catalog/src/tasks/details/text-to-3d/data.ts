import type { TaskPageData } from "../types";

/** Page data of the `text-to-3d` task (the about text comes from `about.md`). */
export const textTo3D: TaskPageData = {
  summary:
    "Text-to-3D models build a three-dimensional object from a written description. The result is a mesh, a point cloud or a set of Gaussian splats that can be rotated, lit and placed in a game, a shop or an AR scene.",
  demo: {
    inputs: [
      {
        type: "text",
        label: "Prompt",
        content: "a small wooden treasure chest with iron bands and a brass lock",
      },
    ],
    outputs: [
      {
        type: "img",
        label: "Generated model (preview)",
        file: "text-to-3d-output.svg",
        alt: "A rendered preview of a 3D wooden chest with two dark iron bands and a brass lock plate, viewed from above at an angle on a grey backdrop.",
      },
    ],
  },
  metrics: [],
  models: [
    {
      id: "openai/shap-e",
      description: "Generates a textured mesh or radiance field from text in a few seconds.",
    },
    {
      id: "ashawkey/LGM",
      description: "Produces a 3D object as Gaussian splats from text or a single image.",
    },
  ],
  datasets: [
    { id: "allenai/objaverse-xl", description: "More than ten million 3D objects collected from the web." },
    {
      id: "tiange/Cap3D",
      description: "Written descriptions of Objaverse objects, for text-to-3D training.",
    },
  ],
  spaces: [
    { id: "hysts/Shap-E", description: "Type a prompt and download the generated mesh." },
    { id: "ashawkey/LGM", description: "Create a Gaussian-splat object from a prompt or a picture." },
  ],
  widgetModels: [],
};
