import { sh } from "../libraries/shared/code-template";
import { shellSnippet } from "../libraries/shared/snippet";
import { LISTED_BY } from "./listing-rules";
import { isMlxModel } from "./model-rules";
import { openAiServerCall } from "./server-call";
import type { LocalApp } from "./types";

/** MLX LM: runs MLX text models on Apple silicon, in the terminal or as an OpenAI-compatible server. */
export const mlxLm: LocalApp = {
  prettyLabel: "MLX LM",
  docsUrl: "https://github.com/ml-explore/mlx-lm",
  mainTask: "text-generation",
  shows: (model) => model.pipeline_tag === "text-generation" && isMlxModel(model),
  listedBy: LISTED_BY["mlx-lm"],
  snippets: (model) => {
    const install = shellSnippet("uv tool install mlx-lm", "Install");
    if (!model.tags.includes("conversational")) {
      return [
        install,
        shellSnippet(sh`mlx_lm.generate --model ${model.id} --prompt 'Once upon a time'`, "Generate"),
      ];
    }
    return [
      install,
      shellSnippet(sh`# Chat in the terminal\nmlx_lm.chat --model ${model.id}`, "Chat"),
      shellSnippet(
        sh`# Start a local OpenAI-compatible server on http://localhost:8080\nmlx_lm.server --model ${model.id} --port 8080`,
        "Serve",
      ),
      openAiServerCall("http://localhost:8080", model.id, model),
    ];
  },
};
