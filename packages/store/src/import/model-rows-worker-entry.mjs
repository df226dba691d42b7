// The parsing worker's entry (see model-rows-in-worker.ts). Plain JavaScript: a worker thread does
// not inherit the TypeScript loader, so this registers tsx (decision 002) before loading the
// worker's TypeScript. A failure to start is reported like any other, so the importer never waits
// for a worker that is gone.
import { workerData } from "node:worker_threads";
import { register } from "tsx/esm/api";

try {
  register();
  const { runModelRowsWorker } = await import(workerData.module);
  await runModelRowsWorker(workerData);
} catch (error) {
  workerData.port.postMessage({ type: "failed", message: String(error?.stack ?? error) });
  const control = new Int32Array(workerData.control);
  Atomics.add(control, 0, 1);
  Atomics.notify(control, 0);
}
