import { SEE_REPOSITORY } from "./shared/reasons";
import type { ModelLibraryEntry } from "./types";

/** Fast Print (library_name "fastprint"). */
export const fastprint: ModelLibraryEntry = {
  prettyLabel: "Fast Print",
  repoName: "Fast Print",
  repoUrl: "https://huggingface.co/OpenPeerAI/FastPrint",
  filter: false,
  countDownloads: { extensions: ["cs"] },
  noSnippetsReason: SEE_REPOSITORY,
};
