import { SEE_REPOSITORY } from "./shared/reasons";
import type { ModelLibraryEntry } from "./types";

/** LightGlue (library_name "lightglue"). */
export const lightglue: ModelLibraryEntry = {
  prettyLabel: "LightGlue",
  repoName: "LightGlue",
  repoUrl: "https://github.com/cvg/LightGlue",
  filter: false,
  countDownloads: { extensions: ["pth"], paths: ["config.json"] },
  noSnippetsReason: SEE_REPOSITORY,
};
