import { SEE_REPOSITORY } from "./shared/reasons";
import type { ModelLibraryEntry } from "./types";

/** Image Matching Models (library_name "image-matching-models"). */
export const imageMatchingModels: ModelLibraryEntry = {
  prettyLabel: "Image Matching Models",
  repoName: "Image Matching Models",
  repoUrl: "https://github.com/alexstoken/image-matching-models",
  filter: false,
  countDownloads: { extensions: ["safetensors"] },
  noSnippetsReason: SEE_REPOSITORY,
};
