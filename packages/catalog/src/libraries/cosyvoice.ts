import { SEE_REPOSITORY } from "./shared/reasons";
import type { ModelLibraryEntry } from "./types";

/** CosyVoice (library_name "cosyvoice"). */
export const cosyvoice: ModelLibraryEntry = {
  prettyLabel: "CosyVoice",
  repoName: "CosyVoice",
  repoUrl: "https://github.com/FunAudioLLM/CosyVoice",
  filter: false,
  countDownloads: { extensions: ["onnx", "pt"] },
  noSnippetsReason: SEE_REPOSITORY,
};
