import { SEE_REPOSITORY } from "./shared/reasons";
import type { ModelLibraryEntry } from "./types";

/** TiC-CLIP (library_name "tic-clip"). */
export const ticClip: ModelLibraryEntry = {
  prettyLabel: "TiC-CLIP",
  repoName: "TiC-CLIP",
  repoUrl: "https://github.com/apple/ml-tic-clip",
  filter: false,
  countDownloads: { allOf: [{ extension: "pt", pathPrefix: "checkpoints/" }] },
  noSnippetsReason: SEE_REPOSITORY,
};
