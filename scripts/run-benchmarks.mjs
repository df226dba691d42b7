#!/usr/bin/env node
// `npm run bench`: runs each package's benchmark script in turn (TypeScript, through tsx).
// To add one: append its path below.
import { spawnSync } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");

const BENCHMARKS = [
  // Inference-call snippets per second, ours beside @huggingface/inference's.
  "packages/snippets/bench/run-bench.ts",
  // Dataset listings, searches and counts at 400,000 synthetic datasets.
  "packages/store/bench/dataset-search.ts",
];

let failed = false;
for (const script of BENCHMARKS) {
  console.log(`\n# ${script}`);
  const result = spawnSync(process.execPath, ["--import", "tsx", join(root, script)], {
    cwd: root,
    stdio: "inherit",
  });
  if (result.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
