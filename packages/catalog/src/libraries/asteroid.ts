import type { ModelRecord } from "../model/model-record";
import { py } from "./shared/code-template";
import { pythonSnippet } from "./shared/snippet";
import type { LibrarySnippet, ModelLibraryEntry } from "./types";

function asteroidSnippets(model: ModelRecord): LibrarySnippet[] {
  return [
    pythonSnippet(py`
from asteroid.models import BaseModel

model = BaseModel.from_pretrained(${model.id})`),
  ];
}

/** Asteroid (library_name "asteroid"): audio source separation. */
export const asteroid: ModelLibraryEntry = {
  prettyLabel: "Asteroid",
  repoName: "Asteroid",
  repoUrl: "https://github.com/asteroid-team/asteroid",
  docsUrl: "https://huggingface.co/docs/hub/asteroid",
  filter: true,
  countDownloads: { paths: ["pytorch_model.bin"] },
  snippets: asteroidSnippets,
};
