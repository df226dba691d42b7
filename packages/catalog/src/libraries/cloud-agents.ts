import { SEE_REPOSITORY } from "./shared/reasons";
import type { ModelLibraryEntry } from "./types";

/** Cloud Agents (library_name "cloud-agents"). */
export const cloudAgents: ModelLibraryEntry = {
  prettyLabel: "Cloud Agents",
  repoName: "Cloud Agents",
  repoUrl: "https://huggingface.co/OpenPeerAI/Cloud-Agents",
  filter: false,
  countDownloads: { paths: ["setup.py"] },
  noSnippetsReason: SEE_REPOSITORY,
};
