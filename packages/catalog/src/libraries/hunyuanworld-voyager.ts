import { SEE_REPOSITORY } from "./shared/reasons";
import type { ModelLibraryEntry } from "./types";

/** HunyuanWorld-voyager (library_name "hunyuanworld-voyager"). */
export const hunyuanworldVoyager: ModelLibraryEntry = {
  prettyLabel: "HunyuanWorld-voyager",
  repoName: "HunyuanWorld-voyager",
  repoUrl: "https://github.com/Tencent-Hunyuan/HunyuanWorld-Voyager",
  filter: false,
  noSnippetsReason: SEE_REPOSITORY,
};
