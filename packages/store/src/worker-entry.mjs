// The entry of the store's worker threads (model-rows-in-worker.ts, model-tag-rows-in-worker.ts).
// Plain JavaScript: a worker thread does not inherit the TypeScript loader, so this registers tsx
// (decision 002), then runs the export `workerData.run` of the TypeScript module
// `workerData.module`. It loads that module through tsx's require hook, not its ESM loader: the
// ESM loader runs its hooks on a thread of its own, started for each worker, and a worker took
// 250 ms to get going that way against 85 ms this way (decision 045). A failure to start is
// reported like any other failure, on `workerData.port`, with control[POSTED] bumped
// (worker-messages.ts), so the importer never waits for a worker that is gone.
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { workerData } from "node:worker_threads";

try {
  const require = createRequire(import.meta.url);
  require("tsx/cjs/api").register();
  const module = require(fileURLToPath(workerData.module));
  await module[workerData.run](workerData);
} catch (error) {
  workerData.port.postMessage({ type: "failed", message: String(error?.stack ?? error) });
  const control = new Int32Array(workerData.control);
  Atomics.add(control, 0, 1);
  Atomics.notify(control, 0);
}
