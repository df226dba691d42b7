import { SEE_REPOSITORY } from "./shared/reasons";
import type { ModelLibraryEntry } from "./types";

/** SelfForcing (library_name "self-forcing"). */
export const selfForcing: ModelLibraryEntry = {
  prettyLabel: "SelfForcing",
  repoName: "SelfForcing",
  repoUrl: "https://github.com/guandeh17/Self-Forcing",
  filter: false,
  countDownloads: { extensions: ["pt"] },
  noSnippetsReason: SEE_REPOSITORY,
};
