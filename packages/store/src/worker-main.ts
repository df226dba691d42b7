// The script of the store's worker threads, built ahead of time into one file
// (worker-script.ts, `npm run build:worker`): an import's parsing worker and a bulk load's tag rows
// worker. It runs the worker that `workerData.run` names. A failure is posted like any other
// answer, with POSTED bumped, so the thread that waits for the worker is never left waiting.
import { workerData } from "node:worker_threads";
import { runModelRowsWorker } from "./import/model-rows-worker";
import { runTagRowsWorker } from "./models/model-tag-rows-worker";
import { POSTED, type WorkerFailed } from "./worker-messages";

const workers = { runModelRowsWorker, runTagRowsWorker };

try {
  const run = workers[workerData.run as keyof typeof workers];
  if (!run) throw new Error(`no store worker named ${workerData.run}`);
  await run(workerData);
} catch (error) {
  workerData.port.postMessage({
    type: "failed",
    message: error instanceof Error ? (error.stack ?? error.message) : String(error),
  } satisfies WorkerFailed);
  const control = new Int32Array(workerData.control);
  Atomics.add(control, POSTED, 1);
  Atomics.notify(control, POSTED);
}
