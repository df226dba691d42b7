import { pythonSnippet } from "./shared/snippet";
import type { LibrarySnippet, ModelLibraryEntry } from "./types";

/** SAEs are loaded by release and SAE id from SAELens' own directory, not by repository id. */
function saelensSnippets(): LibrarySnippet[] {
  return [
    pythonSnippet(`# pip install sae-lens
from sae_lens import SAE

# Releases and their SAE ids are listed in
# https://github.com/jbloomAus/SAELens/blob/main/sae_lens/pretrained_saes.yaml
sae = SAE.from_pretrained(
    release="RELEASE_ID",  # e.g. "gpt2-small-res-jb"
    sae_id="SAE_ID",  # e.g. "blocks.8.hook_resid_pre"
)`),
  ];
}

/** SAELens (library_name "saelens"): sparse autoencoders for interpretability research. */
export const saelens: ModelLibraryEntry = {
  prettyLabel: "SAELens",
  repoName: "SAELens",
  repoUrl: "https://github.com/jbloomAus/SAELens",
  filter: false,
  snippets: saelensSnippets,
};
