import { closeSync, openSync, readSync, statSync } from "node:fs";
import { basename } from "node:path";
import { gunzipChunks } from "./gunzip-chunks";
import { ImportError } from "./import-error";
import { type ByteChunk, fileChunks } from "./read-lines";
import { readTextFile, utf8Text } from "./text-file";

/** A dump file to import, plain or gzip-compressed. */
export interface DumpFile {
  path: string;
  /** The file name without a trailing `.gz`: the name the inner format is detected from. */
  innerName: string;
  compressed: boolean;
  /** Bytes on disk (compressed bytes for a gzip file): the total of the progress. */
  size: number;
}

const GZIP_MAGIC = [0x1f, 0x8b];

function startsWithGzipMagic(path: string): boolean {
  const head = Buffer.alloc(2);
  const fd = openSync(path, "r");
  try {
    return readSync(fd, head, 0, 2, 0) === 2 && head[0] === GZIP_MAGIC[0] && head[1] === GZIP_MAGIC[1];
  } finally {
    closeSync(fd);
  }
}

/**
 * Opens a dump file. It is read as gzip when its content starts with the gzip signature (whatever
 * its name: JSON text never starts with that byte); a `.gz` name without the signature is an error.
 */
export function openDumpFile(path: string): DumpFile {
  const name = basename(path);
  const gzName = /\.gz$/i.test(name);
  const compressed = startsWithGzipMagic(path);
  if (gzName && !compressed) {
    throw new ImportError(path, undefined, "not a gzip file: it does not start with the gzip signature");
  }
  return { path, innerName: gzName ? name.slice(0, -3) : name, compressed, size: statSync(path).size };
}

/** The file's (decompressed) bytes in chunks, read synchronously in constant memory. */
export function dumpChunks(file: DumpFile, chunkBytes?: number): Generator<ByteChunk> {
  return file.compressed ? gunzipChunks(file.path, chunkBytes) : fileChunks(file.path, chunkBytes);
}

/** The whole (decompressed) text of the file. */
export function readDumpText(file: DumpFile): string {
  if (!file.compressed) return readTextFile(file.path);
  return utf8Text(Buffer.concat(Array.from(gunzipChunks(file.path), (chunk) => chunk.bytes)), file.path);
}
