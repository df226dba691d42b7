import { SEE_REPOSITORY } from "./shared/reasons";
import type { ModelLibraryEntry } from "./types";

/** LivePortrait (library_name "liveportrait"). */
export const liveportrait: ModelLibraryEntry = {
  prettyLabel: "LivePortrait",
  repoName: "LivePortrait",
  repoUrl: "https://github.com/KwaiVGI/LivePortrait",
  filter: false,
  countDownloads: { paths: ["liveportrait/landmark.onnx"] },
  noSnippetsReason: SEE_REPOSITORY,
};
