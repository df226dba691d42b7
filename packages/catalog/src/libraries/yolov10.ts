import { yoloSnippets } from "./shared/yolo-snippet";
import type { ModelLibraryEntry } from "./types";

/** YOLOv10 (library_name "yolov10"): the THU-MIG fork of ultralytics, loaded like the other YOLO versions. */
export const yolov10: ModelLibraryEntry = {
  prettyLabel: "YOLOv10",
  repoName: "YOLOv10",
  repoUrl: "https://github.com/THU-MIG/yolov10",
  docsUrl: "https://github.com/THU-MIG/yolov10",
  filter: false,
  countDownloads: { extensions: ["pt", "safetensors"] },
  snippets: yoloSnippets,
};
