import { SEE_REPOSITORY } from "./shared/reasons";
import type { ModelLibraryEntry } from "./types";

/** sapiens (library_name "sapiens"). */
export const sapiens: ModelLibraryEntry = {
  prettyLabel: "sapiens",
  repoName: "sapiens",
  repoUrl: "https://github.com/facebookresearch/sapiens",
  filter: false,
  countDownloads: { extensions: ["pt2", "pth", "onnx"] },
  noSnippetsReason: SEE_REPOSITORY,
};
