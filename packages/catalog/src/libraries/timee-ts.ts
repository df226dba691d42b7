import { SEE_REPOSITORY } from "./shared/reasons";
import type { ModelLibraryEntry } from "./types";

/** timee-ts (library_name "timee-ts"). */
export const timeeTs: ModelLibraryEntry = {
  prettyLabel: "timee-ts",
  repoName: "timee-ts",
  repoUrl: "https://github.com/liamsbhoo/timee",
  filter: false,
  countDownloads: { paths: ["model.safetensors"] },
  noSnippetsReason: SEE_REPOSITORY,
};
