import type { ModelRecord } from "../model/model-record";
import { py } from "./shared/code-template";
import { pythonSnippet, shellSnippet } from "./shared/snippet";
import type { LibrarySnippet, ModelLibraryEntry } from "./types";

function kernelsSnippets(model: ModelRecord): LibrarySnippet[] {
  return [
    shellSnippet("pip install kernels"),
    pythonSnippet(py`
from kernels import get_kernel

kernel = get_kernel(${model.id})`),
  ];
}

/** Kernels (library_name "kernels"): compute kernels loaded from the hub. */
export const kernels: ModelLibraryEntry = {
  prettyLabel: "Kernels",
  repoName: "Kernels",
  repoUrl: "https://github.com/huggingface/kernels",
  docsUrl: "https://huggingface.co/docs/kernels",
  filter: false,
  countDownloads: { allOf: [{ fileName: "_ops", extension: "py" }] },
  snippets: kernelsSnippets,
};
