import { SEE_REPOSITORY } from "./shared/reasons";
import type { ModelLibraryEntry } from "./types";

/** open-oasis (library_name "open-oasis"). */
export const openOasis: ModelLibraryEntry = {
  prettyLabel: "open-oasis",
  repoName: "open-oasis",
  repoUrl: "https://github.com/etched-ai/open-oasis",
  filter: false,
  countDownloads: { paths: ["oasis500m.safetensors"] },
  noSnippetsReason: SEE_REPOSITORY,
};
