import { SEE_REPOSITORY } from "./shared/reasons";
import type { ModelLibraryEntry } from "./types";

/** LiteRT (library_name "litert"). */
export const litert: ModelLibraryEntry = {
  prettyLabel: "LiteRT",
  repoName: "LiteRT",
  repoUrl: "https://github.com/google-ai-edge/LiteRT",
  filter: false,
  countDownloads: { extensions: ["tflite"] },
  noSnippetsReason: SEE_REPOSITORY,
};
