import { SEE_REPOSITORY } from "./shared/reasons";
import type { ModelLibraryEntry } from "./types";

/** Ising Decoding (library_name "ising-decoding"). */
export const isingDecoding: ModelLibraryEntry = {
  prettyLabel: "Ising Decoding",
  repoName: "Ising-Decoding",
  repoUrl: "https://github.com/NVIDIA/Ising-Decoding",
  filter: false,
  countDownloads: { extensions: ["safetensors"] },
  noSnippetsReason: SEE_REPOSITORY,
};
