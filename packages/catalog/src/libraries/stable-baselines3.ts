import type { ModelRecord } from "../model/model-record";
import { code, py } from "./shared/code-template";
import { pythonSnippet } from "./shared/snippet";
import type { LibrarySnippet, ModelLibraryEntry } from "./types";

/** The agent's .zip archive, taken from the repository's files when it lists one. */
function agentArchive(model: ModelRecord): string | undefined {
  return model.siblings?.find((file) => file.rfilename.endsWith(".zip"))?.rfilename;
}

function stableBaselinesSnippets(model: ModelRecord): LibrarySnippet[] {
  const archive = agentArchive(model);
  const note =
    archive === undefined ? "# Replace {MODEL FILENAME} with the name of the agent's .zip file\n" : "";
  return [
    pythonSnippet(py`
from huggingface_sb3 import load_from_hub

${code(note)}checkpoint = load_from_hub(
    repo_id=${model.id},
    filename=${archive ?? "{MODEL FILENAME}.zip"},
)`),
  ];
}

/** Stable-Baselines3 (library_name "stable-baselines3"): reinforcement-learning agents saved as .zip archives. */
export const stableBaselines3: ModelLibraryEntry = {
  prettyLabel: "stable-baselines3",
  repoName: "stable-baselines3",
  repoUrl: "https://github.com/huggingface/huggingface_sb3",
  docsUrl: "https://huggingface.co/docs/hub/stable-baselines3",
  filter: true,
  countDownloads: { extensions: ["zip"] },
  snippets: stableBaselinesSnippets,
};
