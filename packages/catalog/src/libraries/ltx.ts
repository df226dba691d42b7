import type { ModelRecord } from "../model/model-record";
import { sh } from "./shared/code-template";
import { repoNameOf, shellSnippet } from "./shared/snippet";
import type { LibrarySnippet, ModelLibraryEntry } from "./types";

function ltxSnippets(model: ModelRecord): LibrarySnippet[] {
  const install = shellSnippet(
    `git clone https://github.com/Lightricks/LTX-2.git
cd LTX-2
uv sync --frozen`,
    "Install the LTX-2 pipelines",
  );
  // Each block sets MODEL_DIR itself, so that one copied alone still finds the weights.
  const modelDir = sh`MODEL_DIR=${`models/${repoNameOf(model.id)}`}`;
  // Every pipeline also needs the Gemma text encoder, which lives in its own repository.
  const download = shellSnippet(
    `${modelDir}
hf download ${sh`${model.id}`} --local-dir "$MODEL_DIR"
hf download google/gemma-3-12b-it-qat-q4_0-unquantized --local-dir models/gemma-3-12b`,
    "Download the weights and the Gemma text encoder",
  );
  const imageHint = "# For image-to-video, add: --image path/to/image.jpg 0 0.8";
  // IC-LoRA repositories may carry the "lora" tag too, so they are checked first.
  if (model.tags.includes("ic-lora")) {
    return [
      install,
      download,
      shellSnippet(
        `# Video-to-video with the IC-LoRA, on the distilled base model
${modelDir}
uv run python -m ltx_pipelines.ic_lora \\
    --distilled-checkpoint-path path/to/distilled_checkpoint.safetensors \\
    --spatial-upsampler-path path/to/spatial_upsampler.safetensors \\
    --gemma-root models/gemma-3-12b \\
    --lora "$MODEL_DIR/<weights>.safetensors" 1.0 \\
    --video-conditioning reference.mp4 1.0 \\
    --prompt "your prompt here" \\
    --output-path output.mp4`,
      ),
    ];
  }
  if (model.tags.includes("lora")) {
    return [
      install,
      download,
      shellSnippet(
        `# Text- or image-to-video with the LoRA, on the two-stage HQ pipeline
${modelDir}
uv run python -m ltx_pipelines.ti2vid_two_stages_hq \\
    --checkpoint-path path/to/checkpoint.safetensors \\
    --distilled-lora path/to/distilled_lora.safetensors 0.8 \\
    --spatial-upsampler-path path/to/spatial_upsampler.safetensors \\
    --gemma-root models/gemma-3-12b \\
    --lora "$MODEL_DIR/<weights>.safetensors" 1.0 \\
    --prompt "your prompt here" \\
    --output-path output.mp4
${imageHint}`,
      ),
    ];
  }
  // Base model: use the .safetensors names listed in the repository's files.
  return [
    install,
    download,
    shellSnippet(
      `# Fast pipeline (distilled model, no distilled LoRA needed)
${modelDir}
uv run python -m ltx_pipelines.distilled \\
    --distilled-checkpoint-path "$MODEL_DIR/<distilled-checkpoint>.safetensors" \\
    --spatial-upsampler-path "$MODEL_DIR/<spatial-upsampler>.safetensors" \\
    --gemma-root models/gemma-3-12b \\
    --prompt "A beautiful sunset over the ocean" \\
    --output-path output.mp4
${imageHint}`,
    ),
    shellSnippet(
      `# HQ pipeline (two stages, higher quality)
${modelDir}
uv run python -m ltx_pipelines.ti2vid_two_stages_hq \\
    --checkpoint-path "$MODEL_DIR/<checkpoint>.safetensors" \\
    --distilled-lora "$MODEL_DIR/<distilled-lora>.safetensors" 0.8 \\
    --spatial-upsampler-path "$MODEL_DIR/<spatial-upsampler>.safetensors" \\
    --gemma-root models/gemma-3-12b \\
    --prompt "A beautiful sunset over the ocean" \\
    --output-path output.mp4
${imageHint}`,
    ),
  ];
}

/** LTX-2 (library_name "ltx"): Lightricks' video generation pipelines, run from a clone of the repository. */
export const ltx: ModelLibraryEntry = {
  prettyLabel: "LTX-2",
  repoName: "LTX-2",
  repoUrl: "https://github.com/Lightricks/LTX-2",
  docsUrl: "https://github.com/Lightricks/LTX-2",
  filter: false,
  countDownloads: { extensions: ["safetensors"] },
  snippets: ltxSnippets,
};
