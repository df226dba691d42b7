import { SEE_REPOSITORY } from "./shared/reasons";
import type { ModelLibraryEntry } from "./types";

/** Montreal Forced Aligner (library_name "montreal-forced-aligner"): aligns transcripts with speech audio. */
export const montrealForcedAligner: ModelLibraryEntry = {
  prettyLabel: "Montreal Forced Aligner",
  repoName: "Montreal Forced Aligner",
  repoUrl: "https://github.com/MontrealCorpusTools/Montreal-Forced-Aligner",
  docsUrl: "https://montreal-forced-aligner.readthedocs.io",
  filter: false,
  countDownloads: { paths: ["acoustic/final.mdl"], extensions: ["zip"] },
  noSnippetsReason: SEE_REPOSITORY,
};
