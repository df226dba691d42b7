import type { ModelRecord } from "../model/model-record";
import { sh } from "./shared/code-template";
import { shellSnippet } from "./shared/snippet";
import type { LibrarySnippet, ModelLibraryEntry } from "./types";

function mlAgentsSnippets(model: ModelRecord): LibrarySnippet[] {
  return [shellSnippet(sh`mlagents-load-from-hf --repo-id=${model.id} --local-dir=./downloads`)];
}

/** Unity ML-Agents (library_name "ml-agents"): trained agents downloaded as ONNX policies. */
export const mlAgents: ModelLibraryEntry = {
  prettyLabel: "ml-agents",
  repoName: "ml-agents",
  repoUrl: "https://github.com/Unity-Technologies/ml-agents",
  docsUrl: "https://huggingface.co/docs/hub/ml-agents",
  filter: true,
  countDownloads: { extensions: ["onnx"] },
  snippets: mlAgentsSnippets,
};
