import { SEE_REPOSITORY } from "./shared/reasons";
import type { ModelLibraryEntry } from "./types";

/** BoltzGen (library_name "boltzgen"). */
export const boltzgen: ModelLibraryEntry = {
  prettyLabel: "BoltzGen",
  repoName: "BoltzGen",
  repoUrl: "https://github.com/HannesStark/boltzgen",
  filter: false,
  countDownloads: { paths: ["boltzgen1_diverse.ckpt"] },
  noSnippetsReason: SEE_REPOSITORY,
};
