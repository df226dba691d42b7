import { SEE_REPOSITORY } from "./shared/reasons";
import type { ModelLibraryEntry } from "./types";

/** QuantumPeer (library_name "quantumpeer"). */
export const quantumpeer: ModelLibraryEntry = {
  prettyLabel: "QuantumPeer",
  repoName: "QuantumPeer",
  repoUrl: "https://github.com/OpenPeer-AI/QuantumPeer",
  filter: false,
  // The hub's rule reads path_extension "setup.py", which no extension can equal; we count setup.py itself.
  countDownloads: { allOf: [{ fileName: "setup", extension: "py" }] },
  noSnippetsReason: SEE_REPOSITORY,
};
