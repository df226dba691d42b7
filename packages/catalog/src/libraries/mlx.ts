import { isConversational } from "../inputs/task-inputs";
import type { ModelRecord } from "../model/model-record";
import { py, sh } from "./shared/code-template";
import { pythonSnippet, repoNameOf, shellSnippet } from "./shared/snippet";
import type { LibrarySnippet, ModelLibraryEntry } from "./types";

function visionLanguageSnippet(model: ModelRecord): LibrarySnippet {
  return pythonSnippet(py`
# pip install --upgrade mlx-vlm
from mlx_vlm import generate, load
from mlx_vlm.prompt_utils import apply_chat_template
from mlx_vlm.utils import load_config

model, processor = load(${model.id})
config = load_config(${model.id})

images = ["http://images.cocodataset.org/val2017/000000039769.jpg"]
prompt = apply_chat_template(processor, config, "Describe this image.", num_images=len(images))

output = generate(model, processor, prompt, images, verbose=False)
print(output)`);
}

function chatSnippet(model: ModelRecord): LibrarySnippet {
  return pythonSnippet(py`
# pip install --upgrade mlx-lm
from mlx_lm import generate, load

model, tokenizer = load(${model.id})

messages = [{"role": "user", "content": "Write a story about Einstein"}]
prompt = tokenizer.apply_chat_template(messages, add_generation_prompt=True)

text = generate(model, tokenizer, prompt=prompt, verbose=True)`);
}

function completionSnippet(model: ModelRecord): LibrarySnippet {
  return pythonSnippet(py`
# pip install --upgrade mlx-lm
from mlx_lm import generate, load

model, tokenizer = load(${model.id})

text = generate(model, tokenizer, prompt="Once upon a time in", verbose=True)`);
}

function downloadSnippet(model: ModelRecord): LibrarySnippet {
  return shellSnippet(
    sh`
# No MLX example for this task: download the weights to use them with MLX yourself.
pip install -U huggingface_hub
hf download ${model.id} --local-dir ${repoNameOf(model.id)}`,
  );
}

function mlxSnippets(model: ModelRecord): LibrarySnippet[] {
  if (model.pipeline_tag === "image-text-to-text") return [visionLanguageSnippet(model)];
  if (model.pipeline_tag === "text-generation") {
    return [isConversational(model) ? chatSnippet(model) : completionSnippet(model)];
  }
  return [downloadSnippet(model)];
}

/** MLX (library_name "mlx"): Apple-silicon models run with mlx-lm or mlx-vlm. */
export const mlx: ModelLibraryEntry = {
  prettyLabel: "MLX",
  repoName: "MLX",
  repoUrl: "https://github.com/ml-explore/mlx-examples/tree/main",
  filter: true,
  snippets: mlxSnippets,
};
