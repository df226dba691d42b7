import type { MessagePort } from "node:worker_threads";
import type { WorkerFailed } from "../worker-messages";
import type { ModelRowBatch } from "./model-row-batch";

/**
 * How the parsing worker (model-rows-worker.ts) and the importing thread talk. Messages go
 * through a MessagePort that the importer reads synchronously (receiveMessageOnPort: the import
 * runs inside one synchronous SQLite transaction); a shared Int32Array tells it when to look.
 */

// POSTED (0) and HEARTBEAT (3) are worker-messages.ts's; this worker bumps HEARTBEAT for every
// chunk it reads and line it parses.
export { CONTROL_LENGTH, HEARTBEAT, POSTED } from "../worker-messages";
/** Index in the control array: batches posted and not yet taken (the worker pauses at MAX_IN_FLIGHT). */
export const IN_FLIGHT = 1;
/** Index in the control array: 1 once the importer stops reading (done, failed or abandoned). */
export const STOPPED = 2;

/** How long the importer waits, with no batch and no heartbeat, before it calls the worker dead. */
export const WORKER_SILENCE_MS = 60_000;

/**
 * Batches the worker may run ahead of the importer (bounds the memory held between them). Enough
 * for the worker to keep parsing while the importer writes a slice of full-text rows; with fewer,
 * the worker waits and the import takes longer.
 */
export const MAX_IN_FLIGHT = 64;
/** Rows per batch: large enough that messaging costs little per row. */
export const BATCH_ROWS = 512;

/** What the worker is given. */
export interface ModelRowsWorkerData {
  path: string;
  compressed: boolean;
  control: SharedArrayBuffer;
  port: MessagePort;
}

export type ModelRowsMessage =
  /** Rows parsed from the file, each with its line; bytesRead: of the file, after the last one. */
  | { type: "rows"; batch: ModelRowBatch; lines: Int32Array; bytesRead: number }
  | { type: "done" }
  /** A problem with the file: line (when there is one) and message, as an ImportError states them. */
  | { type: "invalid"; line?: number; message: string }
  /** The worker itself failed (a bug: worker-main.ts posts this). */
  | WorkerFailed;
