import type { ModelRecord } from "../model/model-record";
import { isPipelineType } from "../tasks/pipelines";
import { code, js } from "./shared/code-template";
import { jsSnippet } from "./shared/snippet";
import { TEXT_INPUT_PIPELINES } from "./shared/text-input-pipelines";
import type { LibrarySnippet, ModelLibraryEntry } from "./types";

/**
 * The pipeline tags transformers.js's `pipeline()` accepts (its supported tasks, v3, and the
 * alias text-to-speech): another tag, such as graph-ml or other, would throw "Unsupported pipeline".
 */
const TRANSFORMERS_JS_PIPELINES: ReadonlySet<string> = new Set([
  "audio-classification",
  "automatic-speech-recognition",
  "depth-estimation",
  "document-question-answering",
  "feature-extraction",
  "fill-mask",
  "image-classification",
  "image-feature-extraction",
  "image-segmentation",
  "image-to-image",
  "image-to-text",
  "object-detection",
  "question-answering",
  "summarization",
  "text-classification",
  "text-generation",
  "text-to-audio",
  "text-to-speech",
  "text2text-generation",
  "token-classification",
  "translation",
  "zero-shot-audio-classification",
  "zero-shot-classification",
  "zero-shot-image-classification",
  "zero-shot-object-detection",
]);

function transformersJsSnippets(model: ModelRecord): LibrarySnippet[] {
  const task = model.pipeline_tag;
  if (!isPipelineType(task)) {
    return [jsSnippet("// ⚠️ Unknown pipeline tag: the model declares no task that transformers.js runs.")];
  }
  if (!TRANSFORMERS_JS_PIPELINES.has(task)) {
    return [jsSnippet(js`// ⚠️ transformers.js has no pipeline for this model's task, ${task}.`)];
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
