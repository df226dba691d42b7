import { SEE_REPOSITORY } from "./shared/reasons";
import type { ModelLibraryEntry } from "./types";

/** SSR-Speech (library_name "ssr-speech"). */
export const ssrSpeech: ModelLibraryEntry = {
  prettyLabel: "SSR-Speech",
  repoName: "SSR-Speech",
  repoUrl: "https://github.com/WangHelin1997/SSR-Speech",
  filter: false,
  // The hub's rule spells the extension ".pth" (with the dot), which matches nothing; we mean pth files.
  countDownloads: { extensions: ["pth"] },
  noSnippetsReason: SEE_REPOSITORY,
};
