import type { ModelRecord } from "../model/model-record";
import { py } from "./shared/code-template";
import { pythonSnippet } from "./shared/snippet";
import type { LibrarySnippet, ModelLibraryEntry } from "./types";

function cartesiaMlxSnippets(model: ModelRecord): LibrarySnippet[] {
  return [
    pythonSnippet(py`
import mlx.core as mx
import cartesia_mlx as cmx

model = cmx.from_pretrained(${model.id})
model.set_dtype(mx.float32)

prompt = "Rene Descartes was"
for text in model.generate(
    prompt,
    max_tokens=500,
    eval_every_n=5,
    verbose=True,
    top_p=0.99,
    temperature=0.85,
):
    print(text, end="", flush=True)`),
  ];
}

/** Cartesia MLX (library_name "cartesia_mlx"): Cartesia language models on Apple silicon. */
export const cartesiaMlx: ModelLibraryEntry = {
  prettyLabel: "Cartesia MLX",
  repoName: "Cartesia MLX",
  repoUrl: "https://github.com/cartesia-ai/cartesia_mlx",
  filter: false,
  snippets: cartesiaMlxSnippets,
};
