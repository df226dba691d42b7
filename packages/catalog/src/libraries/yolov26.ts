import { SEE_REPOSITORY } from "./shared/reasons";
import type { ModelLibraryEntry } from "./types";

/** YOLOv26 (library_name "yolov26"). */
export const yolov26: ModelLibraryEntry = {
  prettyLabel: "YOLOv26",
  repoName: "YOLOv26",
  repoUrl: "https://github.com/ultralytics/ultralytics",
  docsUrl: "https://docs.ultralytics.com/models/yolo26/",
  filter: false,
  countDownloads: { extensions: ["pt", "safetensors"] },
  noSnippetsReason: SEE_REPOSITORY,
};
