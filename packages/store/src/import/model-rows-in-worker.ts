import { MessageChannel, type MessagePort, receiveMessageOnPort, Worker } from "node:worker_threads";
import type { ModelRow } from "../models/model-row";
import type { DumpFile } from "./dump-file";
import { ImportError } from "./import-error";
import type { ImportLocation } from "./import-location";
import { ModelRowBatchDecoder } from "./model-row-batch";
import {
  CONTROL_LENGTH,
  IN_FLIGHT,
  type ModelRowsMessage,
  type ModelRowsWorkerData,
  POSTED,
  STOPPED,
} from "./model-rows-protocol";

/** Blocks until the worker's next message (it bumps POSTED after each one). */
function nextMessage(port: MessagePort, control: Int32Array): ModelRowsMessage {
  for (;;) {
    const posted = Atomics.load(control, POSTED);
    const received = receiveMessageOnPort(port);
    if (received) return received.message as ModelRowsMessage;
    Atomics.wait(control, POSTED, posted);
  }
}

/**
 * The rows of a JSON Lines dump of models (plain or gzip), parsed and normalized by a worker
 * thread while the caller writes the previous ones (model-rows-worker.ts): the same rows, errors
 * and locations as parsing in this thread, with most of the JavaScript work on another core.
 * Read synchronously, for the import's synchronous transaction; `where` follows the row yielded.
 */
export function* modelRowsInWorker(file: DumpFile, where: ImportLocation): Generator<ModelRow> {
  const control = new Int32Array(new SharedArrayBuffer(CONTROL_LENGTH * Int32Array.BYTES_PER_ELEMENT));
  const channel = new MessageChannel();
  const workerData: ModelRowsWorkerData = {
    module: new URL("./model-rows-worker.ts", import.meta.url).href,
    path: file.path,
    compressed: file.compressed,
    control: control.buffer as SharedArrayBuffer,
    port: channel.port2,
  };
  const worker = new Worker(new URL("./model-rows-worker-entry.mjs", import.meta.url), {
    workerData,
    transferList: [channel.port2],
  });
  worker.unref();
  const decoder = new ModelRowBatchDecoder();
  try {
    for (;;) {
      const message = nextMessage(channel.port1, control);
      if (message.type === "done") return;
      if (message.type === "invalid") throw new ImportError(file.path, message.line, message.message);
      if (message.type === "failed")
        throw new Error(`the import's parsing worker failed: ${message.message}`);
      Atomics.sub(control, IN_FLIGHT, 1);
      Atomics.notify(control, IN_FLIGHT);
      where.bytesRead = message.bytesRead;
      for (const [index, row] of decoder.decode(message.batch).entries()) {
        where.line = message.lines[index];
        yield row;
      }
    }
  } finally {
    Atomics.store(control, STOPPED, 1);
    Atomics.notify(control, IN_FLIGHT);
    channel.port1.close();
    void worker.terminate();
  }
}
