import { SEE_REPOSITORY } from "./shared/reasons";
import type { ModelLibraryEntry } from "./types";

/** F5-TTS (library_name "f5-tts"). */
export const f5Tts: ModelLibraryEntry = {
  prettyLabel: "F5-TTS",
  repoName: "F5-TTS",
  repoUrl: "https://github.com/SWivid/F5-TTS",
  filter: false,
  countDownloads: { extensions: ["safetensors", "pt"] },
  noSnippetsReason: SEE_REPOSITORY,
};
