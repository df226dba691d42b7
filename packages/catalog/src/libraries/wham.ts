import { SEE_REPOSITORY } from "./shared/reasons";
import type { ModelLibraryEntry } from "./types";

/** WHAM (library_name "wham"). */
export const wham: ModelLibraryEntry = {
  prettyLabel: "WHAM",
  repoName: "wham",
  repoUrl: "https://huggingface.co/microsoft/wham",
  docsUrl: "https://huggingface.co/microsoft/wham/blob/main/README.md",
  filter: false,
  countDownloads: { extensions: ["ckpt"] },
  noSnippetsReason: SEE_REPOSITORY,
};
