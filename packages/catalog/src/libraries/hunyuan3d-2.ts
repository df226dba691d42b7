import { SEE_REPOSITORY } from "./shared/reasons";
import type { ModelLibraryEntry } from "./types";

/** Hunyuan3D-2 (library_name "hunyuan3d-2"). */
export const hunyuan3d2: ModelLibraryEntry = {
  prettyLabel: "Hunyuan3D-2",
  repoName: "Hunyuan3D-2",
  repoUrl: "https://github.com/Tencent/Hunyuan3D-2",
  filter: false,
  countDownloads: { fileNames: ["model_index", "config"] },
  noSnippetsReason: SEE_REPOSITORY,
};
