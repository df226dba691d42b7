import type { MessagePort } from "node:worker_threads";
import { openScratchDatabase } from "../database";
import { HEARTBEAT, POSTED, type WorkerFailed } from "../worker-messages";
import { type StagedTagRows, writeStagedTagRows } from "./model-tag-rows";

/** What the tag rows worker is given (see model-tag-rows-in-worker.ts). */
export interface TagRowsWorkerData {
  /** The scratch database file to create. */
  path: string;
  /** The CREATE TABLE statement of `model_tags`, as the store has it. */
  tableSql: string;
  staged: StagedTagRows;
  control: SharedArrayBuffer;
  port: MessagePort;
}

/** What the tag rows worker posts: done, or failed (worker-main.ts posts its failures). */
export type TagRowsMessage = { type: "done" } | WorkerFailed;

/**
 * Runs in a worker thread: writes a bulk load's staged tag rows into `model_tags` of a scratch
 * database file of its own, in key order, while the importing thread builds the store's indexes.
 * The importer then copies the table into the store in one statement (model-tag-rows-in-worker.ts).
 * The file is scratch, thrown away after the copy or on any failure (openScratchDatabase).
 */
export function runTagRowsWorker(data: TagRowsWorkerData): void {
  const control = new Int32Array(data.control);
  const db = openScratchDatabase(data.path);
  try {
    db.exec(data.tableSql);
    db.transaction(() =>
      writeStagedTagRows(db, data.staged, {
        onWrite: () => {
          Atomics.add(control, HEARTBEAT, 1);
        },
      }),
    );
  } finally {
    db.close();
  }
  data.port.postMessage({ type: "done" } satisfies TagRowsMessage);
  Atomics.add(control, POSTED, 1);
  Atomics.notify(control, POSTED);
}
