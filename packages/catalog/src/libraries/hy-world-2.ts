import { SEE_REPOSITORY } from "./shared/reasons";
import type { ModelLibraryEntry } from "./types";

/** HY-World-2.0 (library_name "hy-world-2"). */
export const hyWorld2: ModelLibraryEntry = {
  prettyLabel: "HY-World-2.0",
  repoName: "HY-World-2.0",
  repoUrl: "https://github.com/Tencent-Hunyuan/HY-World-2.0",
  filter: false,
  countDownloads: { extensions: ["json"] },
  noSnippetsReason: SEE_REPOSITORY,
};
