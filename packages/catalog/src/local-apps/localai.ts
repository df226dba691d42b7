import { sh } from "../libraries/shared/code-template";
import { shellSnippet } from "../libraries/shared/snippet";
import type { LibrarySnippet } from "../libraries/types";
import { LISTED_BY } from "./listing-rules";
import { isGgufModel } from "./model-rules";
import { openAiServerCall } from "./server-call";
import type { LocalApp } from "./types";

/** LocalAI: an OpenAI-compatible server on port 8080 that loads a GGUF file by its Hub path. */
export const localAi: LocalApp = {
  prettyLabel: "LocalAI",
  docsUrl: "https://github.com/mudler/LocalAI",
  mainTask: "text-generation",
  shows: isGgufModel,
  listedBy: LISTED_BY.localai,
  snippets: (model, choice): LibrarySnippet[] => {
    const install = shellSnippet("curl https://localai.io/install.sh | sh", "Install");
    // LocalAI names the exact file: without a listed .gguf file there is nothing to run.
    if (choice === undefined) return [install];
    const source = `huggingface://${model.id}/${choice.file}`;
    return [
      install,
      shellSnippet(
        sh`# Start a local OpenAI-compatible server on http://localhost:8080\nlocal-ai run ${source}`,
        "Serve",
      ),
      shellSnippet(
        sh`# Or from its Docker image (CPU)
docker run -p 8080:8080 --name localai -v "$PWD/models:/build/models" localai/localai:latest-cpu \\
    run ${source}`,
        "Docker",
      ),
      openAiServerCall("http://localhost:8080", choice.file, model),
    ];
  },
};
