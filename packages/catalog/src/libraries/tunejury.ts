import { SEE_REPOSITORY } from "./shared/reasons";
import type { ModelLibraryEntry } from "./types";

/** TuneJury (library_name "tunejury"). */
export const tunejury: ModelLibraryEntry = {
  prettyLabel: "TuneJury",
  repoName: "TuneJury",
  repoUrl: "https://github.com/yonghyunk1m/TuneJury",
  filter: false,
  countDownloads: { extensions: ["pt"] },
  noSnippetsReason: SEE_REPOSITORY,
};
