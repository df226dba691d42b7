import { SEE_REPOSITORY } from "./shared/reasons";
import type { ModelLibraryEntry } from "./types";

/** TiRex (library_name "tirex"). */
export const tirex: ModelLibraryEntry = {
  prettyLabel: "TiRex",
  repoName: "TiRex",
  repoUrl: "https://github.com/NX-AI/tirex",
  filter: false,
  countDownloads: { extensions: ["ckpt"] },
  noSnippetsReason: SEE_REPOSITORY,
};
