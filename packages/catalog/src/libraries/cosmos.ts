import { SEE_REPOSITORY } from "./shared/reasons";
import type { ModelLibraryEntry } from "./types";

/** Cosmos (library_name "cosmos"). */
export const cosmos: ModelLibraryEntry = {
  prettyLabel: "Cosmos",
  repoName: "Cosmos",
  repoUrl: "https://github.com/NVIDIA/Cosmos",
  filter: false,
  countDownloads: { paths: ["config.json"], extensions: ["pt"] },
  noSnippetsReason: SEE_REPOSITORY,
};
