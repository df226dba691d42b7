import { SEE_REPOSITORY } from "./shared/reasons";
import type { ModelLibraryEntry } from "./types";

/** ELM (library_name "elm"). */
export const elm: ModelLibraryEntry = {
  prettyLabel: "ELM",
  repoName: "elm",
  repoUrl: "https://github.com/slicex-ai/elm",
  filter: false,
  countDownloads: { allOf: [{ fileName: "slicex_elm_config", extension: "json" }] },
  noSnippetsReason: SEE_REPOSITORY,
};
