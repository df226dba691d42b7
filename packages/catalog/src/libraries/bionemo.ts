import { SEE_REPOSITORY } from "./shared/reasons";
import type { ModelLibraryEntry } from "./types";

/** BioNeMo (library_name "bionemo"). */
export const bionemo: ModelLibraryEntry = {
  prettyLabel: "BioNeMo",
  repoName: "BioNeMo",
  repoUrl: "https://github.com/nvidia/BioNeMo",
  filter: false,
  countDownloads: { extensions: ["ckpt"], paths: ["config.json"] },
  noSnippetsReason: SEE_REPOSITORY,
};
