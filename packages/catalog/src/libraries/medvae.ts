import { SEE_REPOSITORY } from "./shared/reasons";
import type { ModelLibraryEntry } from "./types";

/** MedVAE (library_name "medvae"). */
export const medvae: ModelLibraryEntry = {
  prettyLabel: "MedVAE",
  repoName: "MedVAE",
  repoUrl: "https://github.com/StanfordMIMI/MedVAE",
  filter: false,
  countDownloads: { extensions: ["ckpt"] },
  noSnippetsReason: SEE_REPOSITORY,
};
