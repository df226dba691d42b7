import { SEE_REPOSITORY } from "./shared/reasons";
import type { ModelLibraryEntry } from "./types";

/** Piper (library_name "piper"): local neural text-to-speech voices. */
export const piper: ModelLibraryEntry = {
  prettyLabel: "Piper",
  repoName: "Piper",
  repoUrl: "https://github.com/OHF-Voice/piper1-gpl",
  filter: false,
  countDownloads: { extensions: ["onnx", "ckpt"] },
  noSnippetsReason: SEE_REPOSITORY,
};
