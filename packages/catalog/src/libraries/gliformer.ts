import { SEE_REPOSITORY } from "./shared/reasons";
import type { ModelLibraryEntry } from "./types";

/** GLiFormer (library_name "gliformer"). */
export const gliformer: ModelLibraryEntry = {
  prettyLabel: "GLiFormer",
  repoName: "GLiFormer",
  repoUrl: "https://github.com/Knowledgator/GLiFormer",
  filter: false,
  countDownloads: { paths: ["gliner_config.json"] },
  noSnippetsReason: SEE_REPOSITORY,
};
