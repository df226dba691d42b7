import type { TaskPageData } from "../types";

/** Page data of the `image-to-3d` task (the about text comes from `about.md`). */
export const imageTo3D: TaskPageData = {
  summary:
    "Image-to-3D models build a three-dimensional object (a mesh, point cloud or set of Gaussian splats) from one or a few photos of it, ready to view from any angle, 3D print or use in a game.",
  demo: {
    inputs: [
      {
        type: "img",
        file: "image-to-3d-input.svg",
        alt: "Photo of a blue glazed vase on a white background",
      },
    ],
    outputs: [
      {
        type: "img",
        file: "image-to-3d-output.svg",
        alt: "Shaded low-poly 3D mesh of the vase, seen from slightly above",
      },
      { type: "text", label: "Result", content: "vase.glb: a mesh of 288 triangles" },
    ],
  },
  metrics: [],
  models: [
    { id: "TencentARC/InstantMesh", description: "Turns one image into a textured mesh in seconds." },
    { id: "tencent/HunyuanWorld-1", description: "Generates whole explorable 3D worlds." },
    {
      id: "hwjiang/Real3D",
      description: "Scaled-up single-image reconstruction model derived from TripoSR.",
    },
    {
      id: "stabilityai/stable-point-aware-3d",
      description: "Reconstructs objects with consistent geometry from one view.",
    },
  ],
  datasets: [
    { id: "allenai/objaverse-xl", description: "More than ten million 3D objects for training." },
    { id: "dylanebert/iso3d", description: "Photos of isolated objects for evaluating image-to-3D models." },
  ],
  spaces: [
    { id: "dylanebert/3d-arena", description: "Arena where people vote on the better of two 3D results." },
    { id: "TencentARC/InstantMesh", description: "Upload a photo and download a mesh." },
    { id: "stabilityai/stable-point-aware-3d", description: "Image-to-3D reconstruction demo." },
    { id: "hwjiang/Real3D", description: "Turn a single image into a mesh." },
    { id: "dylanebert/LGM-mini", description: "Image to 3D Gaussian splats." },
  ],
  widgetModels: [],
};
