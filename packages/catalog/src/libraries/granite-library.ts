import { SEE_REPOSITORY } from "./shared/reasons";
import type { ModelLibraryEntry } from "./types";

/** Granite Library (library_name "granite-library"). */
export const graniteLibrary: ModelLibraryEntry = {
  prettyLabel: "Granite Library",
  repoName: "mellea",
  repoUrl: "https://github.com/generative-computing/mellea",
  filter: false,
  countDownloads: { allOf: [{ fileName: "adapter_config", extension: "json" }] },
  noSnippetsReason: SEE_REPOSITORY,
};
