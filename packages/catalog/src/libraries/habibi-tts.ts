import { SEE_REPOSITORY } from "./shared/reasons";
import type { ModelLibraryEntry } from "./types";

/** Habibi-TTS (library_name "habibi-tts"). */
export const habibiTts: ModelLibraryEntry = {
  prettyLabel: "Habibi-TTS",
  repoName: "Habibi-TTS",
  repoUrl: "https://github.com/SWivid/Habibi-TTS",
  filter: false,
  countDownloads: { extensions: ["safetensors"] },
  noSnippetsReason: SEE_REPOSITORY,
};
