import { SEE_REPOSITORY } from "./shared/reasons";
import type { ModelLibraryEntry } from "./types";

/** HY-WorldPlay (library_name "hy-worldplay"). */
export const hyWorldplay: ModelLibraryEntry = {
  prettyLabel: "HY-WorldPlay",
  repoName: "HY-WorldPlay",
  repoUrl: "https://github.com/Tencent-Hunyuan/HY-WorldPlay",
  filter: false,
  countDownloads: { extensions: ["json"] },
  noSnippetsReason: SEE_REPOSITORY,
};
