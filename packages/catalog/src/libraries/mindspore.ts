import { SEE_REPOSITORY } from "./shared/reasons";
import type { ModelLibraryEntry } from "./types";

/** MindSpore (library_name "mindspore"). */
export const mindspore: ModelLibraryEntry = {
  prettyLabel: "MindSpore",
  repoName: "mindspore",
  repoUrl: "https://github.com/mindspore-ai/mindspore",
  filter: false,
  noSnippetsReason: SEE_REPOSITORY,
};
