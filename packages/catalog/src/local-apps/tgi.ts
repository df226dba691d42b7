import { sh } from "../libraries/shared/code-template";
import { shellSnippet } from "../libraries/shared/snippet";
import { LISTED_BY } from "./listing-rules";
import { openAiServerCall } from "./server-call";
import type { LocalApp } from "./types";

/** Text Generation Inference: Hugging Face's serving container, for models tagged for it. */
export const tgi: LocalApp = {
  prettyLabel: "TGI",
  docsUrl: "https://huggingface.co/docs/text-generation-inference/",
  mainTask: "text-generation",
  shows: (model) => model.tags.includes("text-generation-inference"),
  listedBy: LISTED_BY.tgi,
  snippets: (model) => [
    shellSnippet(
      sh`# Serve on http://localhost:8000 (Linux, NVIDIA GPU), with your Hugging Face token from the environment
docker run --gpus all -p 8000:80 \\
    -v ~/.cache/huggingface:/root/.cache/huggingface -e HF_TOKEN \\
    ghcr.io/huggingface/text-generation-inference:latest \\
    --model-id ${model.id}`,
      "Serve",
    ),
    openAiServerCall("http://localhost:8000", model.id, model),
  ],
};
