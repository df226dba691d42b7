import { pythonSnippet } from "./shared/snippet";
import type { LibrarySnippet, ModelLibraryEntry } from "./types";

/** SEED-Story is assembled from the project's Hydra configs rather than loaded by repository id. */
function seedStorySnippets(): LibrarySnippet[] {
  return [
    pythonSnippet(`# Run from a clone of https://github.com/TencentARC/SEED-Story
import hydra
from omegaconf import OmegaConf

llm_cfg_path = "configs/clm_models/llama2chat7b_lora.yaml"
seed_story_cfg_path = "configs/clm_models/agent_7b_sft.yaml"

# Load the Llama 2 language model
llm_cfg = OmegaConf.load(llm_cfg_path)
llm = hydra.utils.instantiate(llm_cfg, torch_dtype="fp16")

# Build SEED-Story on top of it
seed_story_cfg = OmegaConf.load(seed_story_cfg_path)
seed_story = hydra.utils.instantiate(seed_story_cfg, llm=llm)`),
  ];
}

/** SEED-Story (library_name "seed-story"): multimodal long story generation. */
export const seedStory: ModelLibraryEntry = {
  prettyLabel: "SEED-Story",
  repoName: "SEED-Story",
  repoUrl: "https://github.com/TencentARC/SEED-Story",
  filter: false,
  countDownloads: { paths: ["cvlm_llama2_tokenizer/tokenizer.model"] },
  snippets: seedStorySnippets,
};
