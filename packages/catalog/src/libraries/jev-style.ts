import type { ModelRecord } from "../model/model-record";
import { py, sh } from "./shared/code-template";
import { pythonSnippet, shellSnippet } from "./shared/snippet";
import type { LibrarySnippet, ModelLibraryEntry } from "./types";

/** The install command for the model's backend: PyTorch by default, MLX, or llama.cpp for GGUF. */
function jevStyleInstall(model: ModelRecord): LibrarySnippet {
  if (model.tags.includes("mlx")) {
    return shellSnippet(`# Apple silicon\npip install "jev-style[mlx]"`, "Install");
  }
  if (model.tags.includes("gguf")) {
    return shellSnippet(
      sh`
pip install jev-style
# A GGUF model is scored through llama.cpp: build the jev-score binary once, against your llama.cpp checkout
hf download ${model.id} build_jev_score.sh jev_score.cpp --local-dir jev-score
export JEV_SCORE_BIN=$(sh jev-score/build_jev_score.sh /path/to/llama.cpp | tail -n 1)`,
      "Install",
    );
  }
  return shellSnippet(`pip install "jev-style[torch]"`, "Install");
}

function jevStyleSnippets(model: ModelRecord): LibrarySnippet[] {
  return [
    jevStyleInstall(model),
    pythonSnippet(py`
from jev_style import JevStyle, choice, noul

model = JevStyle.from_pretrained(${model.id})
# Several questions about one text, answered in one call: yes/no statements and multiple choice
out = model.decide("My parcel arrived with the screen cracked.", {
    "damaged": noul("The customer received a damaged item."),
    "team": choice("Which team should handle it?", ["billing", "shipping", "tech"]),
})
print(out["answers"]["team"]["choice"])`),
  ];
}

/** jev-style (library_name "jev-style"): answers yes/no and multiple-choice questions about a text. */
export const jevStyle: ModelLibraryEntry = {
  prettyLabel: "jev-style",
  repoName: "jev-style",
  repoUrl: "https://github.com/lawrence3699/jev-style",
  filter: false,
  countDownloads: { extensions: ["gguf"], allOf: [{ fileName: "config", extension: "json" }] },
  snippets: jevStyleSnippets,
};
