import { SEE_REPOSITORY } from "./shared/reasons";
import type { ModelLibraryEntry } from "./types";

/** VideoX Fun (library_name "videox_fun"). */
export const videoxFun: ModelLibraryEntry = {
  prettyLabel: "VideoX Fun",
  repoName: "VideoX Fun",
  repoUrl: "https://github.com/aigc-apps/VideoX-Fun",
  filter: false,
  countDownloads: { extensions: ["safetensors"] },
  noSnippetsReason: SEE_REPOSITORY,
};
