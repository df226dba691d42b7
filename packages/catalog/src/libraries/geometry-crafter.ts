import { SEE_REPOSITORY } from "./shared/reasons";
import type { ModelLibraryEntry } from "./types";

/** GeometryCrafter (library_name "geometry-crafter"). */
export const geometryCrafter: ModelLibraryEntry = {
  prettyLabel: "GeometryCrafter",
  repoName: "GeometryCrafter",
  repoUrl: "https://github.com/TencentARC/GeometryCrafter",
  filter: false,
  countDownloads: { paths: ["point_map_vae/diffusion_pytorch_model.safetensors"] },
  noSnippetsReason: SEE_REPOSITORY,
};
