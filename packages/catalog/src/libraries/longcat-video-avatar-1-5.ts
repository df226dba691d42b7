import { SEE_REPOSITORY } from "./shared/reasons";
import type { ModelLibraryEntry } from "./types";

/** LongCat-Video-Avatar 1.5 (library_name "longcat-video-avatar-1.5"). */
export const longcatVideoAvatar15: ModelLibraryEntry = {
  prettyLabel: "LongCat-Video-Avatar 1.5",
  repoName: "LongCat-Video-Avatar 1.5",
  repoUrl: "https://github.com/meituan-longcat/LongCat-Video",
  filter: false,
  noSnippetsReason: SEE_REPOSITORY,
};
