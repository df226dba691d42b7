import type { ModelRecord } from "../model/model-record";
import { py } from "./shared/code-template";
import { pythonSnippet, shellSnippet } from "./shared/snippet";
import type { LibrarySnippet, ModelLibraryEntry } from "./types";

function describeAnythingSnippets(model: ModelRecord): LibrarySnippet[] {
  return [
    shellSnippet("pip install git+https://github.com/NVlabs/describe-anything"),
    pythonSnippet(py`
from huggingface_hub import snapshot_download
from dam import DescribeAnythingModel

snapshot_download(${model.id}, local_dir="checkpoints")

dam = DescribeAnythingModel(
    model_path="checkpoints",
    conv_mode="v1",
    prompt_mode="focal_prompt",
)`),
  ];
}

/** Describe Anything (library_name "describe-anything"): detailed region captioning. */
export const describeAnything: ModelLibraryEntry = {
  prettyLabel: "Describe Anything",
  repoName: "Describe Anything",
  repoUrl: "https://github.com/NVlabs/describe-anything",
  filter: false,
  snippets: describeAnythingSnippets,
};
