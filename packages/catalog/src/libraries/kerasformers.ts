import { SEE_REPOSITORY } from "./shared/reasons";
import type { ModelLibraryEntry } from "./types";

/** KerasFormers (library_name "kerasformers"). */
export const kerasformers: ModelLibraryEntry = {
  prettyLabel: "KerasFormers",
  repoName: "KerasFormers",
  repoUrl: "https://github.com/IMvision12/KerasFormers",
  docsUrl: "https://imvision12.github.io/KerasFormers/",
  filter: false,
  countDownloads: { paths: ["model.weights.h5", "model.weights.json"] },
  noSnippetsReason: SEE_REPOSITORY,
};
