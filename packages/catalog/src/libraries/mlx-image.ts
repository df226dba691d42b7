import type { ModelRecord } from "../model/model-record";
import { py } from "./shared/code-template";
import { pythonSnippet } from "./shared/snippet";
import type { LibrarySnippet, ModelLibraryEntry } from "./types";

function mlxImageSnippets(model: ModelRecord): LibrarySnippet[] {
  return [
    pythonSnippet(py`
from mlxim.model import create_model

model = create_model(${model.id})`),
  ];
}

/** mlx-image (library_name "mlx-image"): image models for Apple's MLX. */
export const mlxImage: ModelLibraryEntry = {
  prettyLabel: "mlx-image",
  repoName: "mlx-image",
  repoUrl: "https://github.com/riccardomusmeci/mlx-image",
  docsUrl: "https://huggingface.co/docs/hub/mlx-image",
  filter: false,
  countDownloads: { paths: ["model.safetensors"] },
  snippets: mlxImageSnippets,
};
