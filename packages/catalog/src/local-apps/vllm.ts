import { sh } from "../libraries/shared/code-template";
import { shellSnippet } from "../libraries/shared/snippet";
import { dockerModelRunCommand } from "./docker-model-runner";
import { LISTED_BY } from "./listing-rules";
import { isVllmModel } from "./model-rules";
import { openAiServerCall } from "./server-call";
import type { LocalApp } from "./types";

// Mistral's own checkpoint format (tag "mistral-common") loads with its tokenizer, config and
// weights readers, and its tool calls need Mistral's parser.
const MISTRAL_OPTIONS =
  " \\\n    --tokenizer-mode mistral --config-format mistral --load-format mistral \\\n    --tool-call-parser mistral --enable-auto-tool-choice";

/** vLLM: a GPU serving engine with an OpenAI-compatible API on port 8000. */
export const vllm: LocalApp = {
  prettyLabel: "vLLM",
  docsUrl: "https://docs.vllm.ai",
  mainTask: "text-generation",
  shows: isVllmModel,
  listedBy: LISTED_BY.vllm,
  snippets: (model, choice) => {
    const mistral = model.tags.includes("mistral-common");
    return [
      shellSnippet(
        mistral ? "pip install vllm\npip install --upgrade mistral-common" : "pip install vllm",
        "Install",
      ),
      shellSnippet(
        `# Start a local OpenAI-compatible server on http://localhost:8000\n${sh`vllm serve ${model.id}`}${mistral ? MISTRAL_OPTIONS : ""}`,
        "Serve",
      ),
      openAiServerCall("http://localhost:8000", model.id, model),
      shellSnippet(`# Or run it with Docker Model Runner\n${dockerModelRunCommand(model, choice)}`, "Docker"),
    ];
  },
};
