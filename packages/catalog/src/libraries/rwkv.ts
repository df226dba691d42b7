import { SEE_REPOSITORY } from "./shared/reasons";
import type { ModelLibraryEntry } from "./types";

/** RWKV (library_name "rwkv"). */
export const rwkv: ModelLibraryEntry = {
  prettyLabel: "RWKV",
  repoName: "RWKV-LM",
  repoUrl: "https://github.com/BlinkDL/RWKV-LM",
  docsUrl: "https://rwkv.com/",
  filter: false,
  countDownloads: { extensions: ["pth"] },
  noSnippetsReason: SEE_REPOSITORY,
};
