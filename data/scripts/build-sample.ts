// Builds the bundled sample catalogue (data/sample/) from the raw metadata in ../shared/data.
// Usage: npm run gen:sample [-- --from DIR]   (DIR defaults to $MODELHUB_SOURCE_DATA or ../shared/data)
// The output is deterministic: the same sources give byte-identical files.
import { createHash } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import { buildSampleDatasets, DATASET_DOWNLOADS_AS_OF } from "./sample-datasets";
import { buildSampleModels } from "./sample-models";
import { readJsonLines } from "./sources";

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = resolve(here, "../..");

function jsonLinesGz(records: readonly unknown[]): Buffer {
  return gzipSync(records.map((record) => `${JSON.stringify(record)}\n`).join(""), { level: 9 });
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { from: { type: "string" } } });
  const from = resolve(values.from ?? process.env.MODELHUB_SOURCE_DATA ?? join(repoRoot, "../shared/data"));
  const read = (name: string) => readJsonLines(join(from, name));
  const models = buildSampleModels(
    await read("hub-models.jsonl"),
    await read("gguf-repos.jsonl"),
    await read("gguf-gallery.jsonl"),
  );
  const datasets = buildSampleDatasets(await read("hub-datasets.jsonl"), await read("dataset-cards.jsonl"));
  const outDir = join(repoRoot, "data/sample");
  mkdirSync(outDir, { recursive: true });
  const modelsGz = jsonLinesGz(models.records);
  const datasetsGz = jsonLinesGz(datasets);
  const version = createHash("sha256").update(modelsGz).update(datasetsGz).digest("hex").slice(0, 16);
  writeFileSync(join(outDir, "models.jsonl.gz"), modelsGz);
  writeFileSync(join(outDir, "datasets.jsonl.gz"), datasetsGz);
  const manifest = {
    version,
    models: { file: "models.jsonl.gz", count: models.records.length, downloadsAsOf: models.downloadsAsOf },
    datasets: { file: "datasets.jsonl.gz", count: datasets.length, downloadsAsOf: DATASET_DOWNLOADS_AS_OF },
  };
  writeFileSync(join(outDir, "manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`);
  process.stdout.write(
    `data/sample: ${models.records.length} models (${modelsGz.length} bytes), ${datasets.length} datasets (${datasetsGz.length} bytes), version ${version}\n`,
  );
}

main().catch((error: unknown) => {
  process.stderr.write(`gen:sample: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
