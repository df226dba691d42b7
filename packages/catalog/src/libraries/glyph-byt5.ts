import { SEE_REPOSITORY } from "./shared/reasons";
import type { ModelLibraryEntry } from "./types";

/** Glyph-ByT5 (library_name "glyph-byt5"). */
export const glyphByt5: ModelLibraryEntry = {
  prettyLabel: "Glyph-ByT5",
  repoName: "Glyph-ByT5",
  repoUrl: "https://github.com/AIGText/Glyph-ByT5",
  filter: false,
  countDownloads: { paths: ["checkpoints/byt5_model.pt"] },
  noSnippetsReason: SEE_REPOSITORY,
};
