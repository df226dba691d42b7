import type { ModelRecord } from "../../model/model-record";
import type { LibrarySnippet } from "../types";
import { code, py } from "./code-template";
import { pythonSnippet } from "./snippet";

const VERSION_TAG = /^yolov(\d+)$/u;

/**
 * The snippet for a YOLO checkpoint: its class comes from a `yolov<digits>` tag (YOLOv8 for
 * "yolov8"); without one the class name is a placeholder the reader must fill in.
 */
export function yoloSnippets(model: ModelRecord): LibrarySnippet[] {
  const version = model.tags.map((tag) => VERSION_TAG.exec(tag)?.[1]).find((digits) => digits !== undefined);
  const className = version === undefined ? "YOLOvXX" : `YOLOv${version}`;
  const note =
    version === undefined
      ? "# No yolov<version> tag on this model: replace XX with its YOLO version, e.g. YOLOv8.\n"
      : "";
  return [
    pythonSnippet(py`
${code(note)}from ultralytics import ${code(className)}

model = ${code(className)}.from_pretrained(${model.id})
source = "http://images.cocodataset.org/val2017/000000039769.jpg"
model.predict(source=source, save=True)`),
  ];
}
