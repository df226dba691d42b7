import { SEE_REPOSITORY } from "./shared/reasons";
import type { ModelLibraryEntry } from "./types";

/** vqweb (library_name "vqweb"): vector-quantized embeddings, read by its npm package. */
export const vqweb: ModelLibraryEntry = {
  prettyLabel: "vqweb",
  repoName: "vqweb",
  repoUrl: "https://github.com/rosecky/embedding-quantization-public/tree/main/packages/vqweb",
  docsUrl: "https://www.npmjs.com/package/@thinletterio/vqweb",
  filter: false,
  countDownloads: { extensions: ["vqw"] },
  noSnippetsReason: SEE_REPOSITORY,
};
