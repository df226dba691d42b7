import type { ModelRecord } from "../model/model-record";
import { py } from "./shared/code-template";
import { pythonSnippet } from "./shared/snippet";
import type { LibrarySnippet, ModelLibraryEntry } from "./types";

function videoprismSnippets(model: ModelRecord): LibrarySnippet[] {
  return [
    pythonSnippet(py`
# Install from https://github.com/google-deepmind/videoprism
import jax
from videoprism import models as vp

flax_model = vp.get_model(${model.id})
loaded_state = vp.load_pretrained_weights(${model.id})


@jax.jit
def forward_fn(inputs, train=False):
    return flax_model.apply(loaded_state, inputs, train=train)`),
  ];
}

/** VideoPrism (library_name "videoprism"): Google DeepMind's video encoders, in JAX. */
export const videoprism: ModelLibraryEntry = {
  prettyLabel: "VideoPrism",
  repoName: "VideoPrism",
  repoUrl: "https://github.com/google-deepmind/videoprism",
  filter: false,
  countDownloads: { extensions: ["npz"] },
  snippets: videoprismSnippets,
};
