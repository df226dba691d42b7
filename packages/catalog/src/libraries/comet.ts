import type { ModelRecord } from "../model/model-record";
import { py } from "./shared/code-template";
import { pythonSnippet, shellSnippet } from "./shared/snippet";
import type { LibrarySnippet, ModelLibraryEntry } from "./types";

function cometSnippets(model: ModelRecord): LibrarySnippet[] {
  return [
    shellSnippet("pip install unbabel-comet", "Install"),
    pythonSnippet(py`
from comet import download_model, load_from_checkpoint

model = load_from_checkpoint(download_model(${model.id}))

data = [
    {
        "src": "Dem Feuer konnte Einhalt geboten werden",
        "mt": "The fire could be stopped",
        "ref": "They were able to control the fire.",
    },
]
model_output = model.predict(data, batch_size=8, gpus=1)
print(model_output.scores)`),
  ];
}

/** COMET (library_name "comet"): machine-translation quality estimation. */
export const comet: ModelLibraryEntry = {
  prettyLabel: "COMET",
  repoName: "COMET",
  repoUrl: "https://github.com/Unbabel/COMET/",
  filter: false,
  countDownloads: { paths: ["hparams.yaml"] },
  snippets: cometSnippets,
};
