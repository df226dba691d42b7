import { SEE_REPOSITORY } from "./shared/reasons";
import type { ModelLibraryEntry } from "./types";

/** SoloAudio (library_name "soloaudio"). */
export const soloaudio: ModelLibraryEntry = {
  prettyLabel: "SoloAudio",
  repoName: "SoloAudio",
  repoUrl: "https://github.com/WangHelin1997/SoloAudio",
  filter: false,
  countDownloads: { paths: ["soloaudio_v2.pt"] },
  noSnippetsReason: SEE_REPOSITORY,
};
