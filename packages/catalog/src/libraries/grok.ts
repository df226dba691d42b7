import { SEE_REPOSITORY } from "./shared/reasons";
import type { ModelLibraryEntry } from "./types";

/** Grok (library_name "grok"). */
export const grok: ModelLibraryEntry = {
  prettyLabel: "Grok",
  repoName: "Grok",
  repoUrl: "https://github.com/xai-org/grok-1",
  filter: false,
  countDownloads: { paths: ["ckpt/tensor00000_000", "ckpt-0/tensor00000_000"] },
  noSnippetsReason: SEE_REPOSITORY,
};
