// Writes a synthetic model dump (JSON Lines) for scale tests and the API benchmark.
// Usage: npm run gen:synthetic -- --models N [--out FILE] [--seed S]   (stdout when --out is absent)
import { createWriteStream } from "node:fs";
import { parseArgs } from "node:util";
import { sampleModelTemplates, syntheticModels } from "@modelhub/store";

async function write(out: NodeJS.WritableStream, text: string): Promise<void> {
  if (!out.write(text)) await new Promise<void>((resolve) => out.once("drain", () => resolve()));
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { models: { type: "string" }, out: { type: "string" }, seed: { type: "string" } },
  });
  const count = Number(values.models);
  if (!values.models || !Number.isInteger(count) || count < 1) throw new Error("--models N (a positive integer) is required");
  const seed = values.seed === undefined ? 1 : Number(values.seed);
  if (!Number.isInteger(seed)) throw new Error("--seed must be an integer");
  const file = values.out ? createWriteStream(values.out) : undefined;
  const out: NodeJS.WritableStream = file ?? process.stdout;
  let batch = "";
  for (const record of syntheticModels(count, sampleModelTemplates(), seed)) {
    batch += `${JSON.stringify(record)}\n`;
    if (batch.length > 1 << 20) {
      await write(out, batch);
      batch = "";
    }
  }
  await write(out, batch);
  if (file) {
    await new Promise<void>((resolve) => file.end(() => resolve()));
    process.stderr.write(`gen:synthetic: wrote ${count} models to ${values.out}\n`);
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`gen:synthetic: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
