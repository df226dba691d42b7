import { SEE_REPOSITORY } from "./shared/reasons";
import type { ModelLibraryEntry } from "./types";

/** Champ (library_name "champ"). */
export const champ: ModelLibraryEntry = {
  prettyLabel: "Champ",
  repoName: "Champ",
  repoUrl: "https://github.com/fudan-generative-vision/champ",
  filter: false,
  countDownloads: { paths: ["champ/motion_module.pth"] },
  noSnippetsReason: SEE_REPOSITORY,
};
