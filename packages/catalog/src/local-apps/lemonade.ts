import { sh } from "../libraries/shared/code-template";
import { repoNameOf, shellSnippet } from "../libraries/shared/snippet";
import { repoWithQuant } from "./gguf-reference";
import { LISTED_BY } from "./listing-rules";
import { isGgufModel, isRyzenAiModel } from "./model-rules";
import type { LocalApp } from "./types";

/**
 * Lemonade: AMD's local server for GGUF and Ryzen AI models. A pulled model is registered as
 * `user.NAME` (Ryzen AI) or `user.NAME-QUANT` (GGUF), NAME being the repository's name.
 */
export const lemonade: LocalApp = {
  prettyLabel: "Lemonade",
  docsUrl: "https://lemonade-server.ai",
  mainTask: "text-generation",
  shows: (model) => isGgufModel(model) || isRyzenAiModel(model),
  listedBy: LISTED_BY.lemonade,
  snippets: (model, choice) => {
    const ryzenAi = isRyzenAiModel(model);
    const pull = ryzenAi ? model.id : repoWithQuant(model.id, choice);
    const quant = ryzenAi ? undefined : choice?.quant;
    const name = `user.${repoNameOf(model.id)}${quant === undefined ? "" : `-${quant}`}`;
    return [
      shellSnippet(
        sh`# Install Lemonade from https://lemonade-server.ai, then\nlemonade pull ${pull}`,
        "Pull",
      ),
      shellSnippet(`${ryzenAi ? "# Needs an XDNA 2 NPU\n" : ""}${sh`lemonade run ${name}`}`, "Run and chat"),
      shellSnippet("lemonade list", "List your models"),
    ];
  },
};
