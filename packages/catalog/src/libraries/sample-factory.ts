import type { ModelRecord } from "../model/model-record";
import { sh } from "./shared/code-template";
import { shellSnippet } from "./shared/snippet";
import type { LibrarySnippet, ModelLibraryEntry } from "./types";

function sampleFactorySnippets(model: ModelRecord): LibrarySnippet[] {
  return [shellSnippet(sh`python -m sample_factory.huggingface.load_from_hub -r ${model.id} -d ./train_dir`)];
}

/** Sample Factory (library_name "sample-factory"): reinforcement-learning agents downloaded for evaluation. */
export const sampleFactory: ModelLibraryEntry = {
  prettyLabel: "sample-factory",
  repoName: "sample-factory",
  repoUrl: "https://github.com/alex-petrenko/sample-factory",
  docsUrl: "https://huggingface.co/docs/hub/sample-factory",
  filter: true,
  countDownloads: { paths: ["cfg.json"] },
  snippets: sampleFactorySnippets,
};
