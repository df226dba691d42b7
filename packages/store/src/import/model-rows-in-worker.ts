import { MessageChannel } from "node:worker_threads";
import type { ModelRow } from "../models/model-row";
import { nextMessage } from "../worker-messages";
import { startStoreWorker } from "../worker-script";
import type { DumpFile } from "./dump-file";
import { ImportError } from "./import-error";
import type { ImportLocation } from "./import-location";
import { ModelRowBatchDecoder } from "./model-row-batch";
import {
  CONTROL_LENGTH,
  IN_FLIGHT,
  type ModelRowsMessage,
  type ModelRowsWorkerData,
  STOPPED,
  WORKER_SILENCE_MS,
} from "./model-rows-protocol";

/** Limits for tests: how long a silent worker is waited for, and the worker's heap. */
export interface WorkerLimits {
  silenceMs?: number;
  heapMb?: number;
}

/**
 * The rows of a JSON Lines dump of models (plain or gzip), parsed and normalized by a worker
 * thread while the caller writes the previous ones (model-rows-worker.ts): the same rows, errors
 * and locations as parsing in this thread, with most of the JavaScript work on another core.
 * Read synchronously, for the import's synchronous transaction; `where` follows the row yielded.
 */
export function* modelRowsInWorker(
  file: DumpFile,
  where: ImportLocation,
  limits: WorkerLimits = {},
): Generator<ModelRow> {
  const control = new Int32Array(new SharedArrayBuffer(CONTROL_LENGTH * Int32Array.BYTES_PER_ELEMENT));
  const channel = new MessageChannel();
  const workerData: ModelRowsWorkerData = {
    path: file.path,
    compressed: file.compressed,
    control: control.buffer as SharedArrayBuffer,
    port: channel.port2,
  };
  const worker = startStoreWorker("runModelRowsWorker", {
    workerData,
    transferList: [channel.port2],
    resourceLimits: limits.heapMb ? { maxOldGenerationSizeMb: limits.heapMb } : {},
  });
  worker.unref();
  // What goes wrong in the worker reaches the importer as a message (the entry's catch) or as
  // silence (HEARTBEAT). The 'error' event comes later, if at all; unheard, it would end the process.
  worker.on("error", () => {});
  const decoder = new ModelRowBatchDecoder();
  try {
    for (;;) {
      const message = nextMessage<ModelRowsMessage>(
        channel.port1,
        control,
        limits.silenceMs ?? WORKER_SILENCE_MS,
        "the import's parsing worker",
      );
      if (message.type === "done") return;
      if (message.type === "invalid") throw new ImportError(file.path, message.line, message.message);
      if (message.type === "failed")
        throw new Error(`the import's parsing worker failed: ${message.message}`);
      Atomics.sub(control, IN_FLIGHT, 1);
      Atomics.notify(control, IN_FLIGHT);
      where.bytesRead = message.bytesRead;
      const rows = decoder.decode(message.batch);
      for (let index = 0; index < rows.length; index++) {
        where.line = message.lines[index];
        yield rows[index] as ModelRow;
      }
    }
  } finally {
    Atomics.store(control, STOPPED, 1);
    Atomics.notify(control, IN_FLIGHT);
    channel.port1.close();
    void worker.terminate();
  }
}
