import { SEE_REPOSITORY } from "./shared/reasons";
import type { ModelLibraryEntry } from "./types";

/** BBoxMaskPose (library_name "bboxmaskpose"). */
export const bboxmaskpose: ModelLibraryEntry = {
  prettyLabel: "BBoxMaskPose",
  repoName: "BBoxMaskPose",
  repoUrl: "https://github.com/MiraPurkrabek/BBoxMaskPose",
  filter: false,
  countDownloads: { extensions: ["pth"] },
  noSnippetsReason: SEE_REPOSITORY,
};
