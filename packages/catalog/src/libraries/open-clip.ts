import type { ModelRecord } from "../model/model-record";
import { py } from "./shared/code-template";
import { pythonSnippet } from "./shared/snippet";
import type { LibrarySnippet, ModelLibraryEntry } from "./types";

function openClipSnippets(model: ModelRecord): LibrarySnippet[] {
  const hubName = `hf-hub:${model.id}`;
  return [
    pythonSnippet(py`
import open_clip

model, preprocess_train, preprocess_val = open_clip.create_model_and_transforms(${hubName})
tokenizer = open_clip.get_tokenizer(${hubName})`),
  ];
}

/** OpenCLIP (library_name "open_clip"): CLIP models created from an hf-hub: name. */
export const openClip: ModelLibraryEntry = {
  prettyLabel: "OpenCLIP",
  repoName: "OpenCLIP",
  repoUrl: "https://github.com/mlfoundations/open_clip",
  filter: true,
  countDownloads: {
    paths: [
      "open_clip_model.safetensors",
      "model.safetensors",
      "open_clip_pytorch_model.bin",
      "pytorch_model.bin",
    ],
  },
  snippets: openClipSnippets,
};
