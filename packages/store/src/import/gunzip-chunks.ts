import { Worker } from "node:worker_threads";
import { ImportError } from "./import-error";
import type { ByteChunk } from "./read-lines";

// Slot states shared by the reader (this thread) and the decompressing worker.
const EMPTY = 0;
const FULL = 1;
const DONE = 2;
const FAILED = 3;
const STOPPED = 4;

// Layout of the shared memory: Int32 state and length, Float64 compressed bytes read, then data.
const HEADER_BYTES = 16;

/**
 * The worker: streams the file through zlib and hands each piece of output to the reader through
 * one shared slot, waiting until the reader has taken the previous one. Plain JavaScript (it runs
 * with `eval`, outside the TypeScript loader).
 */
const WORKER_SOURCE = `
const { workerData } = require("node:worker_threads");
const { createReadStream } = require("node:fs");
const { pipeline } = require("node:stream");
const { createGunzip } = require("node:zlib");
const { path, shared, capacity } = workerData;
const control = new Int32Array(shared, 0, 2);
const progress = new Float64Array(shared, 8, 1);
const data = new Uint8Array(shared, ${HEADER_BYTES}, capacity);

// Puts bytes in the slot once it is free; false when the reader has stopped reading.
function hand(state, bytes, bytesRead) {
  while (Atomics.load(control, 0) === ${FULL}) Atomics.wait(control, 0, ${FULL});
  if (Atomics.load(control, 0) !== ${EMPTY}) return false;
  data.set(bytes);
  control[1] = bytes.length;
  progress[0] = bytesRead;
  if (Atomics.compareExchange(control, 0, ${EMPTY}, state) !== ${EMPTY}) return false;
  Atomics.notify(control, 0);
  return true;
}

async function run() {
  const input = createReadStream(path, { highWaterMark: 1 << 20 });
  const output = pipeline(input, createGunzip(), () => {});
  try {
    for await (const chunk of output) {
      for (let start = 0; start < chunk.length; start += capacity) {
        if (!hand(${FULL}, chunk.subarray(start, start + capacity), input.bytesRead)) {
          output.destroy();
          return;
        }
      }
    }
    hand(${DONE}, new Uint8Array(0), input.bytesRead);
  } catch (error) {
    const message = Buffer.from(String((error && error.message) || error)).subarray(0, capacity);
    hand(${FAILED}, message, input.bytesRead);
  }
}
run();
`;

/**
 * Blocks until the slot is no longer empty and returns its state. A loop, not one wait: the
 * worker's notify for a chunk already taken can land after this thread took it and emptied the
 * slot, and must not pass for a new chunk (that re-read the last chunk: a 16 KB repeat).
 */
export function waitWhileEmpty(control: Int32Array): number {
  while (Atomics.load(control, 0) === EMPTY) Atomics.wait(control, 0, EMPTY);
  return Atomics.load(control, 0);
}

/** A zlib error message as a user reads it. */
export function describeGzipError(message: string): string {
  if (message === "unexpected end of file") return "the gzip data ends early: the file is truncated";
  return `the gzip data is corrupt (${message})`;
}

/**
 * The decompressed bytes of a gzip file, in chunks of at most `capacity` bytes, read
 * SYNCHRONOUSLY (the import runs inside one synchronous SQLite transaction) in constant memory.
 * Node's zlib has no synchronous streaming API, so a worker thread inflates the file and hands
 * the pieces over through shared memory; `bytesRead` counts the compressed bytes read. A corrupt
 * or truncated file throws an ImportError naming it, after the chunks before the damage.
 */
export function* gunzipChunks(path: string, capacity = 1 << 20): Generator<ByteChunk> {
  const shared = new SharedArrayBuffer(HEADER_BYTES + capacity);
  const control = new Int32Array(shared, 0, 2);
  const progress = new Float64Array(shared, 8, 1);
  const data = new Uint8Array(shared, HEADER_BYTES, capacity);
  const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { path, shared, capacity } });
  worker.unref();
  try {
    for (;;) {
      const state = waitWhileEmpty(control);
      // A copy: the worker refills the slot while the caller works on this chunk.
      const bytes = Buffer.from(data.subarray(0, control[1] ?? 0));
      const bytesRead = progress[0] ?? 0;
      if (state === DONE) return;
      if (state === FAILED) throw new ImportError(path, undefined, describeGzipError(bytes.toString("utf8")));
      Atomics.store(control, 0, EMPTY);
      Atomics.notify(control, 0);
      yield { bytes, bytesRead };
    }
  } finally {
    Atomics.store(control, 0, STOPPED);
    Atomics.notify(control, 0);
    void worker.terminate();
  }
}
