import type { ModelRecord } from "../model/model-record";
import { sh } from "./shared/code-template";
import { repoNameOf, shellSnippet } from "./shared/snippet";
import type { LibrarySnippet, ModelLibraryEntry } from "./types";

/** The commands that turn a prompt into output, by the model's task. */
function cortiqRunCommands(pipelineTag: string | undefined): string {
  switch (pipelineTag) {
    case "text-to-image":
      return `cortiq imagine "$CMF_FILE" --prompt "a red fox in a snowy forest" --out fox.ppm`;
    case "text-to-video":
      return `cortiq animate "$CMF_FILE" --prompt "a paper boat drifting down a rainy street" --out clip.avi`;
    case "text-to-audio":
      return `cortiq music "$CMF_FILE" --prompt "dream pop, warm synths, brushed drums" \\
    --lyrics "[verse] the tide came in and took the map" --seconds 20 --out song.wav`;
    default:
      return `cortiq run "$CMF_FILE" --prompt "What is the capital of France?"

# Or serve it behind an OpenAI-compatible API
cortiq serve "$CMF_FILE" --port 8080`;
  }
}

/** cortiq runs single .cmf files; a repository may hold several quantizations of one model. */
function cortiqSnippets(model: ModelRecord): LibrarySnippet[] {
  const dir = repoNameOf(model.id);
  // The run block finds the file itself, so that it also works when copied alone.
  const pickFile = sh`CMF_FILE=$(ls ${dir}/*.cmf | head -n 1)  # or choose a quantization by name`;
  return [
    shellSnippet(
      sh`
# One Rust binary without other dependencies; prebuilt ones: https://github.com/infosave2007/cmf/releases
cargo install cortiq-cli
hf download ${model.id} --include "*.cmf" --local-dir ${dir}
ls ${dir}/*.cmf`,
      "Install and download",
    ),
    shellSnippet(`${pickFile}\n${cortiqRunCommands(model.pipeline_tag)}`, "Run"),
  ];
}

/** cortiq (library_name "cortiq"): one binary that runs text, image, video and music models stored as .cmf files. */
export const cortiq: ModelLibraryEntry = {
  prettyLabel: "cortiq",
  repoName: "cortiq",
  repoUrl: "https://github.com/infosave2007/cmf",
  docsUrl: "https://github.com/infosave2007/cmf/blob/master/docs/CMF_V2_SPEC.md",
  filter: false,
  countDownloads: { extensions: ["cmf"] },
  snippets: cortiqSnippets,
};
