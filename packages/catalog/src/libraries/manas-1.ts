import { SEE_REPOSITORY } from "./shared/reasons";
import type { ModelLibraryEntry } from "./types";

/** MANAS-1 (library_name "manas-1"). */
export const manas1: ModelLibraryEntry = {
  prettyLabel: "MANAS-1",
  repoName: "MANAS-1",
  repoUrl: "https://github.com/NeurodxAI/manas-1",
  filter: false,
  countDownloads: { extensions: ["pt"] },
  noSnippetsReason: SEE_REPOSITORY,
};
