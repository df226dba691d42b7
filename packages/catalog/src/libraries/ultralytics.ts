import { yoloSnippets } from "./shared/yolo-snippet";
import type { ModelLibraryEntry } from "./types";

/** Ultralytics (library_name "ultralytics"): YOLO detection models, versioned by a yolov<N> tag. */
export const ultralytics: ModelLibraryEntry = {
  prettyLabel: "ultralytics",
  repoName: "ultralytics",
  repoUrl: "https://github.com/ultralytics/ultralytics",
  docsUrl: "https://github.com/ultralytics/ultralytics",
  filter: false,
  countDownloads: { extensions: ["pt"] },
  snippets: yoloSnippets,
};
