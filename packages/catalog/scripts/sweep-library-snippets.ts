// Sweeps the whole sample catalogue (data/sample/models.jsonl.gz): normalises every record, runs its
// library's snippet builder, parses every snippet with its language's own parser, and runs the
// example-input functions. Prints the figures and every failure; exits 1 when anything failed.
// With --every-library, each library's builder runs on the first two records of every
// pipeline_tag instead (the sample holds only a few libraries), and the GGUF runners are left out.
// Usage: `npx tsx packages/catalog/scripts/sweep-library-snippets.ts [--every-library] [FILE.jsonl[.gz]]`
import { parseArgs } from "node:util";
import { MODEL_LIBRARIES } from "../src/libraries/index";
import { asEveryLibrary, readJsonLines, SAMPLE_MODELS_PATH, sweepModels } from "./snippet-sweep";

const { values, positionals } = parseArgs({
  options: { "every-library": { type: "boolean", default: false } },
  allowPositionals: true,
});
const path = positionals[0] ?? SAMPLE_MODELS_PATH;
const withBuilder = Object.entries(MODEL_LIBRARIES).flatMap(([id, entry]) => (entry.snippets ? [id] : []));
const started = performance.now();
const raws = readJsonLines(path);
// Relabelled copies of a record would repeat its local app commands once per library; the plain
// sweep runs them once per model.
const report = values["every-library"]
  ? sweepModels(asEveryLibrary(raws, withBuilder, 2), { localApps: false })
  : sweepModels(raws);
const seconds = ((performance.now() - started) / 1000).toFixed(1);

const out: string[] = [
  `file: ${path}${values["every-library"] ? ` (every library with a builder: ${withBuilder.length})` : ""}`,
  `records: ${report.records} (rejected: ${report.rejected.length})`,
  `models with a snippet builder: ${report.modelsWithBuilder} in ${report.byLibrary.size} libraries`,
  `library snippets: ${report.snippets}; all snippets by language: (${[...report.byLanguage].map(([language, n]) => `${language} ${n}`).join(", ")})`,
  `models whose builder returned no snippet: ${report.empty.length}`,
  `local app commands: ${report.localAppSnippets} for ${report.localAppModels} models some local app runs`,
  "by library (models / snippets):",
  ...[...report.byLibrary]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([library, { models, snippets }]) => `  ${library}: ${models} / ${snippets}`),
  `builders that threw: ${report.thrown.length}`,
  ...report.thrown.map((line) => `  ${line}`),
  `snippets that do not parse: ${report.syntaxErrors.length}`,
  ...report.syntaxErrors.map((line) => `  ${line}`),
  `example inputs that threw: ${report.inputErrors.length}`,
  ...report.inputErrors.map((line) => `  ${line}`),
  ...report.rejected.map((line) => `  rejected: ${line}`),
  `took ${seconds} s`,
];
console.log(out.join("\n"));
const failed = report.thrown.length + report.syntaxErrors.length + report.inputErrors.length;
process.exitCode = failed > 0 ? 1 : 0;
