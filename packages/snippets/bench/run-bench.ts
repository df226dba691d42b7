// `npm run bench`: snippets per second over a corpus of models x providers x options, for our
// generator and, in the same run, for @huggingface/inference's (the reference). A script, not a
// test: it prints figures and never fails on them.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { snippets as reference } from "@huggingface/inference";
import { type ModelRecord, normalizeModelRecord } from "@modelhub/catalog";
import { getInferenceSnippets, getProvidersForModel, type SnippetOptions } from "../src/index";
import { referenceMapping, referenceModel } from "./reference-input";

const INPUTS = join(import.meta.dirname, "..", "test", "fixtures", "inputs");
const OPTIONS: SnippetOptions[] = [
  {},
  { streaming: true },
  { directRequest: true },
  { billTo: "acme-corp" },
  { endpointUrl: "http://localhost:8080" },
];

interface Call {
  model: ModelRecord;
  provider: string;
  options: SnippetOptions;
}

function corpus(): Call[] {
  const models = readdirSync(INPUTS)
    .filter((file) => file.endsWith(".json"))
    .map((file) => normalizeModelRecord(JSON.parse(readFileSync(join(INPUTS, file), "utf8"))));
  return models.flatMap((model) =>
    getProvidersForModel(model).flatMap((provider) =>
      OPTIONS.map((options) => ({ model, provider, options })),
    ),
  );
}

/** Runs `generate` over the corpus until `seconds` pass; returns snippets and calls per second. */
function measure(calls: Call[], generate: (call: Call) => number, seconds: number) {
  for (const call of calls) generate(call); // warm up
  let snippets = 0;
  let rounds = 0;
  const start = process.hrtime.bigint();
  const limit = BigInt(Math.round(seconds * 1e9));
  while (process.hrtime.bigint() - start < limit) {
    for (const call of calls) snippets += generate(call);
    rounds++;
  }
  const elapsed = Number(process.hrtime.bigint() - start) / 1e9;
  return { snippetsPerSecond: snippets / elapsed, callsPerSecond: (rounds * calls.length) / elapsed, rounds };
}

const silent = { logger: { error: () => {} } };
const calls = corpus();
const seconds = Number(process.env.BENCH_SECONDS ?? 3);
const quietConsole = { error: console.error, log: console.log, warn: console.warn };

const generateOurs = ({ model, provider, options }: Call) =>
  getInferenceSnippets(model, provider, options, silent).length;
// The reference throws for some calls (e.g. a routed call to a closed-source provider); those count
// as no snippets, and how many there are is reported.
const throwing = new Set<Call>();
const generateTheirs = (call: Call) => {
  try {
    return reference.getInferenceSnippets(
      referenceModel(call.model) as never,
      call.provider as never,
      referenceMapping(call.model, call.provider) as never,
      call.options as Record<string, unknown>,
    ).length;
  } catch {
    throwing.add(call);
    return 0;
  }
};

// Alternating rounds, best of each: the machine may be shared, and neither side runs only cold.
type Result = ReturnType<typeof measure>;
const best = (a: Result | undefined, b: Result) => (a && a.snippetsPerSecond >= b.snippetsPerSecond ? a : b);
let ours: Result | undefined;
let theirs: Result | undefined;
for (let round = 0; round < 2; round++) {
  ours = best(ours, measure(calls, generateOurs, seconds / 2));
  // The reference logs to the console when a provider does not serve a task.
  console.error = () => {};
  console.log = () => {};
  console.warn = () => {};
  theirs = best(theirs, measure(calls, generateTheirs, seconds / 2));
  Object.assign(console, quietConsole);
}
if (!ours || !theirs) throw new Error("no measurement");

const format = (n: number) => Math.round(n).toLocaleString("en-US");
const models = new Set(calls.map((call) => call.model.id)).size;
const pairs = calls.length / OPTIONS.length;
console.log(
  `Corpus: ${models} fixture models (test/fixtures/inputs), ${pairs} (model, provider) pairs x ${OPTIONS.length} option sets = ${calls.length} calls.`,
);
console.log(`Snippet generation, ${seconds} s a side, best of 2 alternating rounds:`);
console.log(
  `  @modelhub/snippets       ${format(ours.snippetsPerSecond)} snippets/s  (${format(ours.callsPerSecond)} calls/s)`,
);
console.log(
  `  @huggingface/inference   ${format(theirs.snippetsPerSecond)} snippets/s  (${format(theirs.callsPerSecond)} calls/s)`,
);
console.log(
  `  (the reference threw on ${throwing.size} of the ${calls.length} calls; counted as 0 snippets)`,
);
console.log(
  `  ratio (ours / reference) ${(ours.snippetsPerSecond / theirs.snippetsPerSecond).toFixed(2)}x snippets/s`,
);
