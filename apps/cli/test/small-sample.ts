import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import { findSampleDir } from "@modelhub/store";

/**
 * Writes into `dir` a sample of the bundled one's first `count` models and datasets, so that a
 * server's first start (MODELHUB_SAMPLE_DIR=dir) loads quickly; returns its first model's id.
 */
export function smallSample(dir: string, count: number): { modelId: string } {
  const source = findSampleDir();
  const manifest = JSON.parse(readFileSync(join(source, "manifest.json"), "utf8"));
  const lines: Record<string, string[]> = {};
  for (const kind of ["models", "datasets"]) {
    const text = gunzipSync(readFileSync(join(source, manifest[kind].file))).toString("utf8");
    lines[kind] = text.split("\n").filter(Boolean).slice(0, count);
    writeFileSync(join(dir, manifest[kind].file), gzipSync(`${lines[kind]?.join("\n")}\n`));
    manifest[kind].count = count;
  }
  manifest.version = `first-${count}`;
  writeFileSync(join(dir, "manifest.json"), JSON.stringify(manifest));
  return { modelId: JSON.parse(lines.models?.[0] ?? "{}").id };
}
