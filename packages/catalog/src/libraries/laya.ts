import { SEE_REPOSITORY } from "./shared/reasons";
import type { ModelLibraryEntry } from "./types";

/** Laya (library_name "laya"). */
export const laya: ModelLibraryEntry = {
  prettyLabel: "Laya",
  repoName: "Laya",
  repoUrl: "https://github.com/NandhaKishorM/laya",
  filter: false,
  countDownloads: { paths: ["rl_agent_config.json"] },
  noSnippetsReason: SEE_REPOSITORY,
};
