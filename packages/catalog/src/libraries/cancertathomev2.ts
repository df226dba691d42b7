import { SEE_REPOSITORY } from "./shared/reasons";
import type { ModelLibraryEntry } from "./types";

/** Cancer@HomeV2 (library_name "cancertathomev2"). */
export const cancertathomev2: ModelLibraryEntry = {
  prettyLabel: "Cancer@HomeV2",
  repoName: "Cancer@HomeV2",
  repoUrl: "https://huggingface.co/OpenPeerAI/CancerAtHomeV2",
  filter: false,
  countDownloads: { paths: ["run.py"] },
  noSnippetsReason: SEE_REPOSITORY,
};
