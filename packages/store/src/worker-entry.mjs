// The entry of the store's worker threads (model-rows-in-worker.ts, model-tag-rows-in-worker.ts).
// Plain JavaScript: a worker thread does not inherit the TypeScript loader, so this registers tsx
// (decision 002), then runs the export `workerData.run` of the TypeScript module
// `workerData.module`. A failure to start is reported like any other failure, on
// `workerData.port`, with control[POSTED] bumped (worker-messages.ts), so the importer never waits
// for a worker that is gone.
import { workerData } from "node:worker_threads";
import { register } from "tsx/esm/api";

try {
  register();
  const module = await import(workerData.module);
  await module[workerData.run](workerData);
} catch (error) {
  workerData.port.postMessage({ type: "failed", message: String(error?.stack ?? error) });
  const control = new Int32Array(workerData.control);
  Atomics.add(control, 0, 1);
  Atomics.notify(control, 0);
}
