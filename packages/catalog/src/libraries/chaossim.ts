import { SEE_REPOSITORY } from "./shared/reasons";
import type { ModelLibraryEntry } from "./types";

/** ChaosSIM (library_name "chaossim"). */
export const chaossim: ModelLibraryEntry = {
  prettyLabel: "ChaosSIM",
  repoName: "ChaosSIM",
  repoUrl: "https://huggingface.co/OpenPeerAI/ChaosSIM/",
  filter: false,
  countDownloads: { paths: ["ChaosSim.nb"] },
  noSnippetsReason: SEE_REPOSITORY,
};
