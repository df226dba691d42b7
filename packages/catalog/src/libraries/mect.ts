import { SEE_REPOSITORY } from "./shared/reasons";
import type { ModelLibraryEntry } from "./types";

/** MECT (library_name "mect"): speaker models from the AntSpeaker repository. */
export const mect: ModelLibraryEntry = {
  prettyLabel: "MECT",
  repoName: "AntSpeaker",
  repoUrl: "https://github.com/ant-research/AntSpeaker",
  filter: false,
  countDownloads: { extensions: ["pt"] },
  noSnippetsReason: SEE_REPOSITORY,
};
