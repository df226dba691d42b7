import type { ModelRecord } from "../model/model-record";
import { py } from "./shared/code-template";
import { pythonSnippet } from "./shared/snippet";
import type { LibrarySnippet, ModelLibraryEntry } from "./types";

function diffusionKitSnippets(model: ModelRecord): LibrarySnippet[] {
  const isFlux = model.tags.includes("flux");
  const pipeline = isFlux
    ? py`
from diffusionkit.mlx import FluxPipeline

pipeline = FluxPipeline(
    shift=1.0,
    model_version=${model.id},
    low_memory_mode=True,
    a16=True,
    w16=True,
)`
    : py`
from diffusionkit.mlx import DiffusionPipeline

pipeline = DiffusionPipeline(
    shift=3.0,
    use_t5=False,
    model_version=${model.id},
    low_memory_mode=True,
    a16=True,
    w16=True,
)`;
  // Flux is distilled: a few steps and no classifier-free guidance.
  const generate = py`
HEIGHT = 512
WIDTH = 512
NUM_STEPS = ${isFlux ? 4 : 50}
CFG_WEIGHT = ${isFlux ? 0 : 5}

image, _ = pipeline.generate_image(
    "a photo of a cat",
    cfg_weight=CFG_WEIGHT,
    num_steps=NUM_STEPS,
    latent_size=(HEIGHT // 8, WIDTH // 8),
)
image.save("image.png")`;
  return [
    pythonSnippet(pipeline, isFlux ? "Pipeline for Flux" : "Pipeline for Stable Diffusion 3"),
    pythonSnippet(generate, "Generate an image"),
  ];
}

/** DiffusionKit (library_name "diffusionkit"): Stable Diffusion 3 and Flux on Apple silicon with MLX. */
export const diffusionkit: ModelLibraryEntry = {
  prettyLabel: "DiffusionKit",
  repoName: "DiffusionKit",
  repoUrl: "https://github.com/argmaxinc/DiffusionKit",
  filter: false,
  snippets: diffusionKitSnippets,
};
