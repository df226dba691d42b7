import { SEE_REPOSITORY } from "./shared/reasons";
import type { ModelLibraryEntry } from "./types";

/** OpenPeerLLM (library_name "openpeerllm"). */
export const openpeerllm: ModelLibraryEntry = {
  prettyLabel: "OpenPeerLLM",
  repoName: "OpenPeerLLM",
  repoUrl: "https://huggingface.co/openpeerai/openpeerllm",
  docsUrl: "https://huggingface.co/OpenPeerAI/OpenPeerLLM/blob/main/README.md",
  filter: false,
  countDownloads: { paths: [".meta-huggingface.json"] },
  noSnippetsReason: SEE_REPOSITORY,
};
