import { sh } from "../libraries/shared/code-template";
import { shellSnippet } from "../libraries/shared/snippet";
import { LISTED_BY } from "./listing-rules";
import { hasServableWeights, isGenerationModel } from "./model-rules";
import { openAiServerCall } from "./server-call";
import type { LocalApp } from "./types";

/** SGLang: a GPU serving engine with an OpenAI-compatible API, here on port 30000. */
export const sglang: LocalApp = {
  prettyLabel: "SGLang",
  docsUrl: "https://docs.sglang.io",
  mainTask: "text-generation",
  shows: (model) => hasServableWeights(model) && isGenerationModel(model),
  listedBy: LISTED_BY.sglang,
  snippets: (model) => [
    shellSnippet("pip install sglang", "Install"),
    shellSnippet(
      sh`# Start a local OpenAI-compatible server on http://localhost:30000
python3 -m sglang.launch_server --model-path ${model.id} --host 0.0.0.0 --port 30000`,
      "Serve",
    ),
    shellSnippet(
      sh`# Or serve it from SGLang's Docker image (NVIDIA GPU), with your Hugging Face token from the environment
docker run --gpus all --shm-size 32g --ipc=host -p 30000:30000 \\
    -v ~/.cache/huggingface:/root/.cache/huggingface -e HF_TOKEN \\
    lmsysorg/sglang:latest \\
    python3 -m sglang.launch_server --model-path ${model.id} --host 0.0.0.0 --port 30000`,
      "Docker",
    ),
    openAiServerCall("http://localhost:30000", model.id, model),
  ],
};
