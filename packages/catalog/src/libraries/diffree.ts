import { SEE_REPOSITORY } from "./shared/reasons";
import type { ModelLibraryEntry } from "./types";

/** Diffree (library_name "diffree"). */
export const diffree: ModelLibraryEntry = {
  prettyLabel: "Diffree",
  repoName: "Diffree",
  repoUrl: "https://github.com/OpenGVLab/Diffree",
  filter: false,
  countDownloads: { paths: ["diffree-step=000010999.ckpt"] },
  noSnippetsReason: SEE_REPOSITORY,
};
