// Sweep the sample catalogue (or any Hub JSON Lines dump): every model x every provider offered
// for it (x streaming on and off for chat models): generate the inference snippets and parse each
// with its language's own parser. Prints counts; exits 1 when anything failed.
//
//   npx tsx packages/snippets/scripts/sweep.ts [FILE.jsonl[.gz]] [--every-provider]
//                                              [--option-variants] [--per-tag N]
//
// --every-provider also tries every provider serving the model's task (the Hub id standing in for
// the provider's id); --option-variants adds a direct call, a bill-to and a custom endpoint;
// --per-tag N keeps only the first N records of each pipeline tag (the two options multiply the
// work by about 40 for chat models).
import { parseArgs } from "node:util";
import {
  type InferenceSweepReport,
  readJsonLines,
  SAMPLE_MODELS_PATH,
  sliceByPipelineTag,
  sweepInferenceSnippets,
} from "./inference-sweep";

const { values, positionals } = parseArgs({
  options: {
    "every-provider": { type: "boolean" },
    "option-variants": { type: "boolean" },
    "per-tag": { type: "string" },
  },
  allowPositionals: true,
});

function table(map: Map<string, number>): string {
  return [...map]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([key, count]) => `    ${String(count).padStart(7)}  ${key}`)
    .join("\n");
}

function problems(title: string, list: string[], shown = 20): string {
  if (list.length === 0) return `${title}: none`;
  const more = list.length > shown ? `\n    ... and ${list.length - shown} more` : "";
  return `${title}: ${list.length}\n${list
    .slice(0, shown)
    .map((line) => `    ${line}`)
    .join("\n")}${more}`;
}

function print(report: InferenceSweepReport, seconds: number): void {
  console.log(
    [
      `records: ${report.records}  routed models: ${report.routedModels}  cases: ${report.cases}` +
        `  (empty: ${report.emptyCases})  snippets: ${report.snippets}  in ${seconds.toFixed(1)} s`,
      `cases by task:\n${table(report.byTask)}`,
      `snippets by client:\n${table(report.byClient)}`,
      `models without a routed task, by pipeline tag:\n${table(report.notRouted)}`,
      `logged by the generator:\n${table(report.logged) || "    none"}`,
      problems("rejected records", report.rejected),
      problems("generators that threw", report.thrown),
      problems("snippets that do not parse", report.syntaxErrors),
      problems("snippets with leaked values", report.leaks),
    ].join("\n"),
  );
}

const path = positionals[0] ?? SAMPLE_MODELS_PATH;
const perTag = values["per-tag"] === undefined ? undefined : Number(values["per-tag"]);
if (perTag !== undefined && !(Number.isInteger(perTag) && perTag > 0)) {
  console.error("--per-tag needs a whole number above 0");
  process.exit(2);
}
const records = readJsonLines(path);
const started = performance.now();
const report = sweepInferenceSnippets(perTag ? sliceByPipelineTag(records, perTag) : records, {
  everyProvider: values["every-provider"] === true,
  optionVariants: values["option-variants"] === true,
});
print(report, (performance.now() - started) / 1000);
const failed = report.thrown.length + report.syntaxErrors.length + report.leaks.length;
process.exit(failed > 0 ? 1 : 0);
