import type { ModelRecord } from "../model/model-record";
import { sh } from "./shared/code-template";
import { shellSnippet } from "./shared/snippet";
import type { LibrarySnippet, ModelLibraryEntry } from "./types";

function litertLmSnippets(model: ModelRecord): LibrarySnippet[] {
  return [
    shellSnippet(
      sh`
# LiteRT-LM runs on Android, iOS, desktop, IoT and the web; see https://ai.google.dev/edge/litert-lm
pip install -U litert-lm

# Download this model and run it locally (https://ai.google.dev/edge/litert-lm/cli)
litert-lm run \\
    --from-huggingface-repo=${model.id} \\
    --prompt="Write me a poem"`,
    ),
  ];
}

/** LiteRT-LM (library_name "litert-lm"): on-device language models, tried with its CLI. */
export const litertLm: ModelLibraryEntry = {
  prettyLabel: "LiteRT-LM",
  repoName: "LiteRT-LM",
  repoUrl: "https://github.com/google-ai-edge/LiteRT-LM",
  filter: false,
  countDownloads: { extensions: ["litertlm", "task"] },
  snippets: litertLmSnippets,
};
