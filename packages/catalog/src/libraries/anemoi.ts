import type { ModelRecord } from "../model/model-record";
import { py } from "./shared/code-template";
import { pythonSnippet } from "./shared/snippet";
import type { LibrarySnippet, ModelLibraryEntry } from "./types";

function anemoiSnippets(model: ModelRecord): LibrarySnippet[] {
  return [
    pythonSnippet(py`
from anemoi.inference.config.run import RunConfiguration
from anemoi.inference.runners.default import DefaultRunner

# Point the run configuration at the checkpoint on the hub
config = RunConfiguration(checkpoint={"huggingface": ${model.id}})
runner = DefaultRunner(config)`),
  ];
}

/** AnemoI (library_name "anemoi"): ECMWF weather-forecast checkpoints run by anemoi-inference. */
export const anemoi: ModelLibraryEntry = {
  prettyLabel: "AnemoI",
  repoName: "AnemoI",
  repoUrl: "https://github.com/ecmwf/anemoi-inference",
  docsUrl: "https://anemoi.readthedocs.io/en/latest/",
  filter: false,
  countDownloads: { extensions: ["ckpt"] },
  snippets: anemoiSnippets,
};
