import { statSync } from "node:fs";
import { totalmem } from "node:os";
import { basename, extname } from "node:path";
import { InvalidModelRecordError } from "@modelhub/catalog";
import { InvalidDatasetRecordError } from "../datasets/dataset-record";
import { JsonSource } from "../json-source";
import type { WriteSummary } from "../models/model-writes";
import {
  importIntoPostgres,
  modelRowsOf,
  type PostgresImportSource,
} from "../postgres/import/import-into-postgres";
import { isPostgresStore } from "../postgres/postgres-store";
import { InvalidSpaceRecordError } from "../spaces/space-record";
import { isSqliteStore, type SqliteStore } from "../sqlite-store";
import { refreshStatistics } from "../statistics";
import type { Store } from "../store";
import { type DumpFile, dumpChunks, openDumpFile, readDumpText } from "./dump-file";
import { evidentKind } from "./evident-kind";
import { ImportError } from "./import-error";
import type { ImportLocation } from "./import-location";
import { arrayElementLines } from "./json-array-lines";
import { modelRowsInWorker } from "./model-rows-in-worker";
import { parseJsonLine } from "./parse-json-line";
import { parseJsonText } from "./parse-json-text";
import { readDatasetFolder } from "./read-dataset-folder";
import { linesOf } from "./read-lines";
import { readModelFolder } from "./read-model-folder";
import { readSpaceFolder } from "./read-space-folder";
import { LinkBoundary, listRepoFolders } from "./repo-folder";

/** What an import holds. */
export type ImportKind = "models" | "datasets" | "spaces";

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
  /**
   * Models, datasets or spaces; by default datasets when the file or folder name says "dataset",
   * spaces when it says "space", else models, and a file whose first record plainly is another
   * kind is refused (evident-kind.ts).
   */
  kind?: ImportKind;
  /**
   * Models only: rebuild the indexes after the load instead of updating them row by row (faster
   * for very large imports). Default: on for files of 64 MB and more (8 MB compressed). On
   * PostgreSQL the indexes are dropped within the import's transaction: readers of the models wait
   * for its end.
   */
  bulk?: boolean;
  /**
   * Models from JSON Lines only: parse and normalize on a worker thread while this one writes
   * (model-rows-in-worker.ts). Default: on for the files that get bulk-load mode (starting the
   * worker costs about half a second).
   */
  parseInWorker?: boolean;
  /** Called after each record is written (cheap: throttle any output yourself). */
  onProgress?: (progress: ImportProgress) => void;
}

/** What an import did. */
export interface ImportSummary extends WriteSummary {
  kind: ImportKind;
  format: ImportFormat;
  /** Whether the file was gzip-compressed. */
  compressed: boolean;
  /** Records read (inserted + updated; an id seen twice counts twice). */
  records: number;
  /** Wall time in milliseconds. */
  ms: number;
}

/** Files this large are imported in bulk-load mode unless told otherwise. */
const BULK_BYTES = 64 << 20;
/**
 * The page cache an import may use (KiB): up to 1 GiB, an eighth of the machine's memory. SQLite
 * fills it only as needed. An import into a large store updates index pages all over the file,
 * and the fewer of them it has to read again, the sooner it ends.
 */
const IMPORT_CACHE_KIB = Math.min(1 << 20, Math.floor(totalmem() / 1024 / 8));

/**
 * The page cache for an import (KiB), at least the connection's `current` one. Updates touch
 * pages all over the stored data, so a cache up to IMPORT_CACHE_KIB helps them. A bulk load adds
 * its new rows on pages appended to the file, which the cache would only hold until the commit
 * writes them: its cache need not exceed what the file held before, and a larger one is memory
 * the process must first touch for nothing.
 */
function importCacheKib(store: SqliteStore, bulk: boolean, current: number): number {
  // cache_size counts pages, or KiB when negative.
  const pageKib = (store.db.get<{ page_size: number }>("PRAGMA page_size")?.page_size ?? 4096) / 1024;
  const currentKib = current < 0 ? -current : current * pageKib;
  if (!bulk) return Math.max(currentKib, IMPORT_CACHE_KIB);
  const storedKib = (store.db.get<{ page_count: number }>("PRAGMA page_count")?.page_count ?? 0) * pageKib;
  return Math.max(currentKib, Math.min(storedKib, IMPORT_CACHE_KIB));
}
/** Hub record dumps shrink 6 to 10 times under gzip. */
const GZIP_RATIO = 8;

/** "space" or "spaces" as a word of a name: not the end of "workspace" or "namespace". */
const SPACE_WORD = /(?:^|[^a-z])spaces?(?:[^a-z]|$)/i;

/**
 * The kind an import defaults to for this path: datasets when its name says "dataset", spaces
 * when it says "space" (or "spaces") as a word, else models.
 */
export function guessImportKind(path: string): ImportKind {
  const name = basename(path);
  if (/dataset/i.test(name)) return "datasets";
  return SPACE_WORD.test(name) ? "spaces" : "models";
}

/** What a record of each kind plainly shows, and why a guessed kind was chosen, for checkGuessedKind. */
const KIND_EVIDENCE: Record<ImportKind, { looks: string; because: string }> = {
  models: {
    looks: "a model record (it has fields such as pipeline_tag)",
    because: `its name says neither "dataset" nor "space"`,
  },
  datasets: {
    looks: "a dataset record (it has dataset tags or card fields)",
    because: `its name says "dataset"`,
  },
  spaces: {
    looks: "a space record (it has an sdk, or card fields such as emoji and colorFrom)",
    because: `its name says "space"`,
  },
};

/** The first non-blank line of a file, with its number, read from its start only. */
function firstNonBlankLine(file: DumpFile): { text: string; number: number } | undefined {
  for (const line of linesOf(dumpChunks(file, 64 << 10), file.path)) {
    if (line.text.trim() !== "") return line;
  }
  return undefined;
}

/** JSON Lines or JSON, from the extension (inside any .gz) or else the first non-blank line. */
function detectFileFormat(file: DumpFile): "jsonl" | "json" {
  const ext = extname(file.innerName).toLowerCase();
  if (ext === ".jsonl" || ext === ".ndjson") return "jsonl";
  if (ext === ".json") return "json";
  return firstNonBlankLine(file)?.text.trimStart().startsWith("[") ? "json" : "jsonl";
}

/**
 * Refuses a guessed kind that the source's first record plainly contradicts (a dataset dump, or a
 * folder of space repositories, whose name does not say so would otherwise go in as models),
 * before anything is written.
 */
function checkGuessedKind(record: unknown, kind: ImportKind, file: string, line: number | undefined): void {
  const evident = evidentKind(record);
  if (evident === undefined || evident === kind) return;
  const { looks } = KIND_EVIDENCE[evident];
  const { because } = KIND_EVIDENCE[kind];
  throw new ImportError(
    file,
    line,
    `this looks like ${looks}, but it would be imported as ${kind} because ${because}: ` +
      `pass --kind ${evident} to import ${evident}, or --kind ${kind} to import it as ${kind} anyway`,
  );
}

/** The first non-blank line of a JSON Lines file, parsed, with its number; undefined if it does not parse. */
function firstJsonLine(file: DumpFile): { value: unknown; number: number } | undefined {
  const line = firstNonBlankLine(file);
  if (!line) return undefined;
  try {
    return { value: JSON.parse(line.text), number: line.number };
  } catch {
    // The import reports the line, with its position, as it reads it.
    return undefined;
  }
}

/** `records`, the first one checked against a guessed kind (checkGuessedKind). */
function* firstRecordChecked(
  records: Iterable<unknown>,
  kind: ImportKind,
  where: ImportLocation,
): Generator<unknown> {
  let first = true;
  for (const record of records) {
    if (first) checkGuessedKind(record, kind, where.file, where.line);
    first = false;
    yield record;
  }
}

function* jsonLinesRecords(file: DumpFile, where: ImportLocation): Generator<unknown> {
  for (const { text, number, bytesRead } of linesOf(dumpChunks(file), file.path)) {
    where.line = number;
    where.bytesRead = bytesRead;
    if (text.trim() === "") continue;
    yield new JsonSource(parseJsonLine(text, file.path, number), text);
  }
}

function* jsonFileRecords(file: DumpFile, where: ImportLocation): Generator<unknown> {
  const text = readDumpText(file);
  const value = parseJsonText(text, file.path);
  where.bytesRead = file.size;
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

function* folderRecords(root: string, kind: ImportKind, where: ImportLocation): Generator<unknown> {
  const readFolder =
    kind === "datasets" ? readDatasetFolder : kind === "spaces" ? readSpaceFolder : readModelFolder;
  const links = new LinkBoundary(root);
  for (const [id, dir] of listRepoFolders(root)) {
    where.file = dir;
    where.line = undefined;
    yield readFolder(dir, id, links);
  }
}

/** The records of an import as plain values (a JSON Lines record comes wrapped with its text). */
function* recordValues(records: Iterable<unknown>): Generator<unknown> {
  for (const record of records) yield record instanceof JsonSource ? record.value : record;
}

/**
 * Writes an import's records into a SQLite store in one transaction, with a page cache sized for
 * it, then refreshes the planner's statistics. `file`: a JSON Lines dump of models to parse on a
 * worker thread instead of reading `records`.
 */
async function importIntoSqlite(
  store: SqliteStore,
  source: {
    kind: "models" | "datasets";
    records: Iterable<unknown>;
    file: DumpFile | undefined;
    where: ImportLocation;
    bulk: boolean;
  },
  onStored: () => void,
): Promise<WriteSummary> {
  const { kind, records, file, where, bulk } = source;
  const cache = store.db.get<{ cache_size: number }>("PRAGMA cache_size")?.cache_size ?? 0;
  store.db.exec(`PRAGMA cache_size = -${importCacheKib(store, bulk, cache)}`);
  let written: WriteSummary;
  try {
    written = await store.exclusiveTransaction(async () => {
      if (kind === "datasets") return store.datasets.upsertMany(records, onStored);
      if (file) return store.models.upsertRows(modelRowsInWorker(file, where), onStored, { bulk });
      return store.models.upsertMany(records, onStored, { bulk });
    });
  } finally {
    store.db.exec(`PRAGMA cache_size = ${cache}`);
  }
  refreshStatistics(store.db);
  return written;
}

/**
 * Imports a Hub API JSON array (or one JSON object), a JSON Lines dump (either gzip-compressed
 * or not), or a folder of model, dataset or space repositories (`DIR/<owner>/<name>/`) into the store:
 * upserts by id, all in ONE transaction. A bad line or record throws an ImportError naming the
 * file and line, and nothing is written. With no other connection on the file, the transaction has
 * it to itself (Database.exclusiveTransaction: a rollback journal instead of WAL until it ends).
 */
export async function importPath(
  store: Store,
  path: string,
  options: ImportOptions = {},
): Promise<ImportSummary> {
  const started = performance.now();
  const kind = options.kind ?? guessImportKind(path);
  const where: ImportLocation = { file: path };
  let format: ImportFormat;
  let records: Iterable<unknown>;
  let file: DumpFile | undefined;
  const stat = statSync(path);
  if (!stat.isDirectory() && !stat.isFile()) {
    // A pipe or a device: the format and compression checks read the start of a file again.
    throw new ImportError(path, undefined, "not a file or a folder (save a stream to a file first)");
  }
  if (stat.isDirectory()) {
    format = "folders";
    records = folderRecords(path, kind, where);
    if (options.kind === undefined) records = firstRecordChecked(records, kind, where);
  } else {
    file = openDumpFile(path);
    format = detectFileFormat(file);
    records = format === "json" ? jsonFileRecords(file, where) : jsonLinesRecords(file, where);
    if (options.kind === undefined) {
      if (format === "json") records = firstRecordChecked(records, kind, where);
      else {
        // Checked here, not as records are read: a large dump's lines are parsed on a worker.
        const first = firstJsonLine(file);
        if (first) checkGuessedKind(first.value, kind, path, first.number);
      }
    }
  }
  const totalBytes = file?.size;
  const bulkBytes = file?.compressed ? BULK_BYTES / GZIP_RATIO : BULK_BYTES;
  const large = (totalBytes ?? 0) >= bulkBytes;
  let count = 0;
  const onStored = () => {
    count++;
    options.onProgress?.({ records: count, bytesRead: where.bytesRead, totalBytes });
  };
  const parseInWorker =
    kind === "models" && file !== undefined && format === "jsonl" && (options.parseInWorker ?? large);
  let written: WriteSummary;
  try {
    if (kind === "spaces") {
      // Spaces are few beside models: written row by row in one transaction on either engine,
      // without a bulk load's COPY or index rebuilds.
      written = await store.transaction(() => store.spaces.upsertMany(recordValues(records), onStored));
    } else if (isPostgresStore(store)) {
      const rows = file && parseInWorker ? modelRowsInWorker(file, where) : modelRowsOf(records);
      const source: PostgresImportSource =
        kind === "datasets" ? { kind, records } : { kind, rows, bulk: options.bulk ?? large };
      written = await importIntoPostgres(store, source, onStored);
    } else if (isSqliteStore(store)) {
      const bulk = kind === "models" && (options.bulk ?? large);
      written = await importIntoSqlite(
        store,
        { kind, records, file: parseInWorker ? file : undefined, where, bulk },
        onStored,
      );
    } else {
      throw new Error(`imports into a ${store.engine} store are not supported`);
    }
  } catch (error) {
    if (
      error instanceof InvalidModelRecordError ||
      error instanceof InvalidDatasetRecordError ||
      error instanceof InvalidSpaceRecordError
    ) {
      throw new ImportError(where.file, where.line, error.message);
    }
    throw error;
  }
  const compressed = file?.compressed ?? false;
  return {
    ...written,
    kind,
    format,
    compressed,
    records: count,
    ms: Math.round(performance.now() - started),
  };
}
