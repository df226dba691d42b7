import { SEE_REPOSITORY } from "./shared/reasons";
import type { ModelLibraryEntry } from "./types";

/** Docking@Home (library_name "docking-at-home"). */
export const dockingAtHome: ModelLibraryEntry = {
  prettyLabel: "Docking@Home",
  repoName: "Docking@Home",
  repoUrl: "https://huggingface.co/OpenPeerAI/DockingAtHOME",
  filter: false,
  countDownloads: { paths: ["setup.py"] },
  noSnippetsReason: SEE_REPOSITORY,
};
