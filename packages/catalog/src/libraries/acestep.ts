import { SEE_REPOSITORY } from "./shared/reasons";
import type { ModelLibraryEntry } from "./types";

/** ACE-Step (library_name "acestep"). */
export const acestep: ModelLibraryEntry = {
  prettyLabel: "ACE-Step",
  repoName: "ACE-Step",
  repoUrl: "https://github.com/ace-step/ACE-Step",
  filter: false,
  countDownloads: { paths: ["ace_step_transformer/config.json"] },
  noSnippetsReason: SEE_REPOSITORY,
};
