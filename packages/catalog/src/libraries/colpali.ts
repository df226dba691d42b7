import { SEE_REPOSITORY } from "./shared/reasons";
import type { ModelLibraryEntry } from "./types";

/** ColPali (library_name "colpali"). */
export const colpali: ModelLibraryEntry = {
  prettyLabel: "ColPali",
  repoName: "ColPali",
  repoUrl: "https://github.com/ManuelFay/colpali",
  filter: false,
  countDownloads: { paths: ["adapter_config.json"] },
  noSnippetsReason: SEE_REPOSITORY,
};
