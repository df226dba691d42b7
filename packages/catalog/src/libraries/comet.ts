import { SEE_REPOSITORY } from "./shared/reasons";
import type { ModelLibraryEntry } from "./types";

/** COMET (library_name "comet"). */
export const comet: ModelLibraryEntry = {
  prettyLabel: "COMET",
  repoName: "COMET",
  repoUrl: "https://github.com/Unbabel/COMET/",
  filter: false,
  countDownloads: { paths: ["hparams.yaml"] },
  noSnippetsReason: SEE_REPOSITORY,
};
