import type { ModelRecord } from "../model/model-record";
import { sh } from "./shared/code-template";
import { repoNameOf, shellSnippet } from "./shared/snippet";
import type { LibrarySnippet, ModelLibraryEntry } from "./types";

/** The openasr CLI names model packs by the repository name alone ("xasr-zh-en" for "OpenASR/xasr-zh-en"). */
function openasrSnippets(model: ModelRecord): LibrarySnippet[] {
  const pack = repoNameOf(model.id);
  return [
    shellSnippet(sh`
# Install the openasr CLI: https://github.com/QuintinShaw/openasr/releases
openasr pull ${pack}
openasr transcribe audio.wav --model ${pack}`),
  ];
}

/** OpenASR (library_name "openasr"): offline speech recognition packs run by the openasr CLI. */
export const openasr: ModelLibraryEntry = {
  prettyLabel: "OpenASR",
  repoName: "OpenASR",
  repoUrl: "https://github.com/QuintinShaw/openasr",
  docsUrl: "https://github.com/QuintinShaw/openasr/blob/main/docs/DOCS_INDEX.md",
  filter: false,
  countDownloads: { extensions: ["oasr"] },
  snippets: openasrSnippets,
};
