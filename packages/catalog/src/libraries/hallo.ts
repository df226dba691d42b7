import { SEE_REPOSITORY } from "./shared/reasons";
import type { ModelLibraryEntry } from "./types";

/** Hallo (library_name "hallo"). */
export const hallo: ModelLibraryEntry = {
  prettyLabel: "Hallo",
  repoName: "Hallo",
  repoUrl: "https://github.com/fudan-generative-vision/hallo",
  filter: false,
  countDownloads: { paths: ["hallo/net.pth"] },
  noSnippetsReason: SEE_REPOSITORY,
};
