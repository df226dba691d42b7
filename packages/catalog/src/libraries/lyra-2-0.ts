import { SEE_REPOSITORY } from "./shared/reasons";
import type { ModelLibraryEntry } from "./types";

/** Lyra-2.0 (library_name "lyra-2.0"). */
export const lyra20: ModelLibraryEntry = {
  prettyLabel: "Lyra-2.0",
  repoName: "Lyra-2.0",
  repoUrl: "https://github.com/nv-tlabs/lyra",
  filter: false,
  countDownloads: { paths: ["checkpoints/image_encoder/model.pth"] },
  noSnippetsReason: SEE_REPOSITORY,
};
