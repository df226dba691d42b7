import { SEE_REPOSITORY } from "./shared/reasons";
import type { ModelLibraryEntry } from "./types";

/** SeedVR (library_name "seedvr"). */
export const seedvr: ModelLibraryEntry = {
  prettyLabel: "SeedVR",
  repoName: "SeedVR",
  repoUrl: "https://github.com/ByteDance-Seed/SeedVR",
  filter: false,
  countDownloads: { extensions: ["pth"] },
  noSnippetsReason: SEE_REPOSITORY,
};
