import { createReadStream } from "node:fs";
import type { Readable } from "node:stream";
import { createGunzip } from "node:zlib";
import { InvalidModelRecordError, normalizeModelRowFields } from "@modelhub/catalog/records";
import { type ModelRow, modelRow } from "../models/model-row";
import { describeGzipError } from "./gunzip-chunks";
import { ImportError } from "./import-error";
import { ModelRowBatchEncoder } from "./model-row-batch";
import {
  BATCH_ROWS,
  HEARTBEAT,
  IN_FLIGHT,
  MAX_IN_FLIGHT,
  type ModelRowsMessage,
  type ModelRowsWorkerData,
  POSTED,
  STOPPED,
} from "./model-rows-protocol";
import { parseJsonLine } from "./parse-json-line";
import { LineSplitter, type NumberedLine } from "./read-lines";

/** Raised when the importer has stopped reading: the worker quits quietly. */
class ReaderStopped extends Error {}

/**
 * Runs in a worker thread (through worker-main.ts): reads a JSON Lines dump of models
 * (plain or gzip), parses and normalizes each line into the row the store writes, and hands
 * the rows to the importing thread in batches. This is most of an import's JavaScript work, done
 * on the second core while the importer writes to SQLite.
 */
export async function runModelRowsWorker(data: ModelRowsWorkerData): Promise<void> {
  const control = new Int32Array(data.control);
  const post = (message: ModelRowsMessage, transfer: ArrayBuffer[] = []): void => {
    if (Atomics.load(control, STOPPED)) throw new ReaderStopped();
    data.port.postMessage(message, transfer);
    Atomics.add(control, POSTED, 1);
    Atomics.notify(control, POSTED);
  };
  const encoder = new ModelRowBatchEncoder();
  let rows: ModelRow[] = [];
  // Each row's record as the line's bytes (UTF-8, as LineSplitter checks) when they lie in one
  // chunk, else undefined: the batch encodes the text.
  let recordBytes: (Uint8Array | undefined)[] = [];
  let lines: number[] = [];
  let bytesRead = 0;
  const flush = (): void => {
    if (!rows.length) return;
    Atomics.add(control, IN_FLIGHT, 1);
    const batch = encoder.encode(rows, recordBytes);
    const lineNumbers = Int32Array.from(lines);
    post({ type: "rows", batch, lines: lineNumbers, bytesRead }, [
      batch.records.buffer as ArrayBuffer,
      batch.recordEnds.buffer as ArrayBuffer,
      batch.tags.buffer as ArrayBuffer,
      batch.tagEnds.buffer as ArrayBuffer,
      batch.ownTagCounts.buffer as ArrayBuffer,
      lineNumbers.buffer as ArrayBuffer,
    ]);
    rows = [];
    recordBytes = [];
    lines = [];
    // Wait for the importer to catch up (it takes batches in order and wakes this thread).
    for (let waiting = Atomics.load(control, IN_FLIGHT); waiting >= MAX_IN_FLIGHT; ) {
      if (Atomics.load(control, STOPPED)) throw new ReaderStopped();
      Atomics.wait(control, IN_FLIGHT, waiting, 1000);
      waiting = Atomics.load(control, IN_FLIGHT);
    }
  };
  const take = (line: NumberedLine): void => {
    Atomics.add(control, HEARTBEAT, 1);
    bytesRead = line.bytesRead;
    if (line.text.trim() === "") return;
    const raw = parseJsonLine(line.text, data.path, line.number);
    let row: ModelRow;
    try {
      row = modelRow(normalizeModelRowFields(raw), raw, line.text, encoder.numbering);
    } catch (error) {
      if (error instanceof InvalidModelRecordError)
        throw new ImportError(data.path, line.number, error.message);
      throw error;
    }
    rows.push(row);
    recordBytes.push(line.bytes);
    lines.push(line.number);
    if (rows.length >= BATCH_ROWS) flush();
  };

  const file = createReadStream(data.path, { highWaterMark: 1 << 20 });
  const input: Readable = data.compressed ? file.pipe(createGunzip()) : file;
  // A read error of the file itself reaches the gunzip stream only through this.
  file.once("error", (error) => input.destroy(error));
  try {
    const splitter = new LineSplitter(data.path);
    for await (const bytes of input) {
      Atomics.add(control, HEARTBEAT, 1);
      for (const line of splitter.take({ bytes: bytes as Buffer, bytesRead: file.bytesRead })) take(line);
    }
    for (const line of splitter.finish()) take(line);
    flush();
    post({ type: "done" });
  } catch (error) {
    file.destroy();
    if (error instanceof ReaderStopped) return;
    if (error instanceof ImportError) {
      post({ type: "invalid", line: error.line, message: error.problem });
    } else if (isZlibError(error)) {
      post({ type: "invalid", message: describeGzipError(error.message) });
    } else {
      post({
        type: "failed",
        message: error instanceof Error ? (error.stack ?? error.message) : String(error),
      });
    }
  }
}

/** zlib's errors carry a Z_ code (Z_DATA_ERROR, Z_BUF_ERROR for a truncated file...). */
function isZlibError(error: unknown): error is Error {
  return error instanceof Error && String((error as { code?: unknown }).code).startsWith("Z_");
}
