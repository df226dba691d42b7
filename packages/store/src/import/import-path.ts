import { readFileSync, statSync } from "node:fs";
import { basename, extname } from "node:path";
import { InvalidModelRecordError } from "@modelhub/catalog";
import { InvalidDatasetRecordError } from "../datasets/dataset-record";
import { JsonSource } from "../json-source";
import type { WriteSummary } from "../models/model-repository";
import type { Store } from "../store";
import { ImportError } from "./import-error";
import { arrayElementLines, lineOfOffset } from "./json-array-lines";
import { readLines } from "./read-lines";
import { listModelFolders, readModelFolder } from "./read-model-folder";

/** What an import holds. */
export type ImportKind = "models" | "datasets";

/** How the source was read. */
export type ImportFormat = "jsonl" | "json" | "folders";

/** Progress of a running import. */
export interface ImportProgress {
  /** Records written so far. */
  records: number;
  /** Bytes of the source read so far, and its size, when the source is one file. */
  bytesRead?: number;
  totalBytes?: number;
}

export interface ImportOptions {
  /** Models or datasets; by default datasets when the file name says "dataset", else models. */
  kind?: ImportKind;
  /**
   * Models only: rebuild the indexes after the load instead of updating them row by row (faster
   * for very large imports). Default: on for files of 64 MB and more.
   */
  bulk?: boolean;
  /** Called after each record is written (cheap: throttle any output yourself). */
  onProgress?: (progress: ImportProgress) => void;
}

/** What an import did. */
export interface ImportSummary extends WriteSummary {
  kind: ImportKind;
  format: ImportFormat;
  /** Records read (inserted + updated; an id seen twice counts twice). */
  records: number;
  /** Wall time in milliseconds. */
  ms: number;
}

/** Files this large are imported in bulk-load mode unless told otherwise. */
const BULK_BYTES = 64 << 20;

interface Location {
  file: string;
  line?: number;
  bytesRead?: number;
}

/** The kind an import defaults to for this path. */
export function guessImportKind(path: string): ImportKind {
  return /dataset/i.test(basename(path)) ? "datasets" : "models";
}

function detectFileFormat(path: string): "jsonl" | "json" {
  const ext = extname(path).toLowerCase();
  if (ext === ".jsonl" || ext === ".ndjson") return "jsonl";
  if (ext === ".json") return "json";
  for (const { text } of readLines(path, 64 << 10)) {
    const trimmed = text.trimStart();
    if (trimmed !== "") return trimmed.startsWith("[") ? "json" : "jsonl";
  }
  return "jsonl";
}

function* jsonLinesRecords(path: string, where: Location): Generator<unknown> {
  for (const { text, number, bytesRead } of readLines(path)) {
    where.line = number;
    where.bytesRead = bytesRead;
    if (text.trim() === "") continue;
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch (error) {
      throw new ImportError(
        path,
        number,
        `invalid JSON: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    yield new JsonSource(value, text);
  }
}

function* jsonFileRecords(path: string, where: Location): Generator<unknown> {
  const text = readFileSync(path, "utf8");
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const position = /position (\d+)/.exec(String(error))?.[1];
    throw new ImportError(
      path,
      position === undefined ? undefined : lineOfOffset(text, Number(position)),
      `invalid JSON: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  where.bytesRead = Buffer.byteLength(text);
  if (!Array.isArray(value)) {
    where.line = 1;
    yield value;
    return;
  }
  const lines = arrayElementLines(text);
  for (const [index, item] of value.entries()) {
    where.line = lines[index];
    yield item;
  }
}

function* folderRecords(root: string, where: Location): Generator<unknown> {
  for (const [id, dir] of listModelFolders(root)) {
    where.file = dir;
    where.line = undefined;
    yield readModelFolder(dir, id);
  }
}

/**
 * Imports a Hub API JSON array (or one JSON object), a JSON Lines dump, or a folder of model
 * repositories (`DIR/<owner>/<name>/`) into the store: upserts by id, all in ONE transaction.
 * A bad line or record throws an ImportError naming the file and line, and nothing is written.
 */
export function importPath(store: Store, path: string, options: ImportOptions = {}): ImportSummary {
  const started = performance.now();
  const isFolder = statSync(path).isDirectory();
  const format: ImportFormat = isFolder ? "folders" : detectFileFormat(path);
  const kind = isFolder ? "models" : (options.kind ?? guessImportKind(path));
  if (isFolder && options.kind === "datasets") {
    throw new ImportError(
      path,
      undefined,
      "folders are imported as model repositories; datasets need a JSON or JSONL file",
    );
  }
  const where: Location = { file: path };
  const totalBytes = isFolder ? undefined : statSync(path).size;
  const records =
    format === "folders"
      ? folderRecords(path, where)
      : format === "json"
        ? jsonFileRecords(path, where)
        : jsonLinesRecords(path, where);
  let count = 0;
  const onStored = () => {
    count++;
    options.onProgress?.({ records: count, bytesRead: where.bytesRead, totalBytes });
  };
  let written: WriteSummary;
  try {
    written = store.transaction(() =>
      kind === "datasets"
        ? store.datasets.upsertMany(records, onStored)
        : store.models.upsertMany(records, onStored, {
            bulk: options.bulk ?? (totalBytes ?? 0) >= BULK_BYTES,
          }),
    );
  } catch (error) {
    if (error instanceof InvalidModelRecordError || error instanceof InvalidDatasetRecordError) {
      throw new ImportError(where.file, where.line, error.message);
    }
    throw error;
  }
  return { ...written, kind, format, records: count, ms: Math.round(performance.now() - started) };
}
