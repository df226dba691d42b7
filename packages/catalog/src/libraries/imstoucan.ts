import { SEE_REPOSITORY } from "./shared/reasons";
import type { ModelLibraryEntry } from "./types";

/** IMS Toucan (library_name "imstoucan"). */
export const imstoucan: ModelLibraryEntry = {
  prettyLabel: "IMS Toucan",
  repoName: "IMS-Toucan",
  repoUrl: "https://github.com/DigitalPhonetics/IMS-Toucan",
  filter: false,
  countDownloads: { paths: ["embedding_gan.pt", "Vocoder.pt", "ToucanTTS.pt"] },
  noSnippetsReason: SEE_REPOSITORY,
};
