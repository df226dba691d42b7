import { SEE_REPOSITORY } from "./shared/reasons";
import type { ModelLibraryEntry } from "./types";

/** TensorRT (library_name "tensorrt"). */
export const tensorrt: ModelLibraryEntry = {
  prettyLabel: "TensorRT",
  repoName: "TensorRT",
  repoUrl: "https://github.com/NVIDIA/TensorRT",
  filter: false,
  countDownloads: { extensions: ["onnx"] },
  noSnippetsReason: SEE_REPOSITORY,
};
