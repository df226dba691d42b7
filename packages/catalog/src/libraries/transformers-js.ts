import type { ModelRecord } from "../model/model-record";
import { isPipelineType } from "../tasks/pipelines";
import { code, js } from "./shared/code-template";
import { jsSnippet } from "./shared/snippet";
import { TEXT_INPUT_PIPELINES } from "./shared/text-input-pipelines";
import type { LibrarySnippet, ModelLibraryEntry } from "./types";

function transformersJsSnippets(model: ModelRecord): LibrarySnippet[] {
  const task = model.pipeline_tag;
  if (!isPipelineType(task)) {
    return [jsSnippet("// ⚠️ Unknown pipeline tag: the model declares no task that transformers.js runs.")];
  }
  const text = model.widgetData?.find((example) => example.text !== undefined)?.text;
  const call =
    text !== undefined && TEXT_INPUT_PIPELINES.has(task)
      ? `\n\n${js`const output = await pipe(${text});`}`
      : "";
  return [
    jsSnippet(js`
// npm i @huggingface/transformers
import { pipeline } from "@huggingface/transformers";

const pipe = await pipeline(${task}, ${model.id});${code(call)}`),
  ];
}

/**
 * Transformers.js (library_name "transformers.js"): transformers pipelines in JavaScript, in the
 * browser or Node. The file is transformers-js.ts: an import of "./transformers.js" would resolve
 * to transformers.ts.
 */
export const transformersJs: ModelLibraryEntry = {
  prettyLabel: "Transformers.js",
  repoName: "transformers.js",
  repoUrl: "https://github.com/huggingface/transformers.js",
  docsUrl: "https://huggingface.co/docs/hub/transformers-js",
  filter: true,
  snippets: transformersJsSnippets,
};
