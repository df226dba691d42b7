import { SEE_REPOSITORY } from "./shared/reasons";
import type { ModelLibraryEntry } from "./types";

/** Diffusion Single File (library_name "diffusion-single-file"). */
export const diffusionSingleFile: ModelLibraryEntry = {
  prettyLabel: "Diffusion Single File",
  repoName: "diffusion-single-file",
  repoUrl: "https://github.com/comfyanonymous/ComfyUI",
  filter: false,
  countDownloads: { extensions: ["safetensors"] },
  noSnippetsReason: SEE_REPOSITORY,
};
