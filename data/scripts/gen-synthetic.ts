// Writes a synthetic dump (JSON Lines) of models or datasets for scale tests and benchmarks.
// Usage: npm run gen:synthetic -- (--models N | --datasets N) [--out FILE] [--seed S]
//        (stdout when --out is absent)
import { createWriteStream } from "node:fs";
import { parseArgs } from "node:util";
import {
  sampleDatasetTemplates,
  sampleModelTemplates,
  syntheticDatasets,
  syntheticModels,
} from "@modelhub/testkit";

async function write(out: NodeJS.WritableStream, text: string): Promise<void> {
  if (!out.write(text)) await new Promise<void>((resolve) => out.once("drain", () => resolve()));
}

/** A positive whole number of records from an option, or an error naming it. */
function recordCount(option: string, value: string): number {
  const count = Number(value);
  if (!Number.isInteger(count) || count < 1) throw new Error(`--${option} must be a positive integer, not "${value}"`);
  return count;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      models: { type: "string" },
      datasets: { type: "string" },
      out: { type: "string" },
      seed: { type: "string" },
    },
  });
  if ((values.models === undefined) === (values.datasets === undefined)) {
    throw new Error("give one of --models N or --datasets N");
  }
  const kind = values.models !== undefined ? "models" : "datasets";
  const count = recordCount(kind, String(values.models ?? values.datasets));
  const seed = values.seed === undefined ? 1 : Number(values.seed);
  if (!Number.isInteger(seed)) throw new Error("--seed must be an integer");
  const records =
    kind === "models"
      ? syntheticModels(count, sampleModelTemplates(), seed)
      : syntheticDatasets(count, sampleDatasetTemplates(), seed);
  const file = values.out ? createWriteStream(values.out) : undefined;
  const out: NodeJS.WritableStream = file ?? process.stdout;
  let batch = "";
  for (const record of records) {
    batch += `${JSON.stringify(record)}\n`;
    if (batch.length > 1 << 20) {
      await write(out, batch);
      batch = "";
    }
  }
  await write(out, batch);
  if (file) {
    await new Promise<void>((resolve) => file.end(() => resolve()));
    process.stderr.write(`gen:synthetic: wrote ${count} ${kind} to ${values.out}\n`);
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`gen:synthetic: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
