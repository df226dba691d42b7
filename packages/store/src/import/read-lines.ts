import { closeSync, openSync, readSync } from "node:fs";
import { StringDecoder } from "node:string_decoder";

/** A piece of a file's (decompressed) bytes, with the bytes of the file on disk read so far. */
export interface ByteChunk {
  bytes: Buffer;
  bytesRead: number;
}

/** One line of a text file with its 1-based number and the bytes read so far (for progress). */
export interface NumberedLine {
  text: string;
  number: number;
  bytesRead: number;
}

/** A plain file's bytes in chunks of `chunkBytes`, read synchronously. */
export function* fileChunks(path: string, chunkBytes = 4 << 20): Generator<ByteChunk> {
  const fd = openSync(path, "r");
  const buffer = Buffer.allocUnsafe(chunkBytes);
  let bytesRead = 0;
  try {
    for (;;) {
      const count = readSync(fd, buffer, 0, chunkBytes, null);
      if (count === 0) return;
      bytesRead += count;
      // The buffer is reused for the next read: the consumer must be done with it by then.
      yield { bytes: buffer.subarray(0, count), bytesRead };
    }
  } finally {
    closeSync(fd);
  }
}

/**
 * Splits UTF-8 chunks into lines (LF or CRLF), synchronously: constant memory for input of any
 * size, and usable inside a synchronous SQLite transaction. A final line without a newline is
 * still returned.
 */
export function* linesOf(chunks: Iterable<ByteChunk>): Generator<NumberedLine> {
  const decoder = new StringDecoder("utf8");
  let pending = "";
  let number = 0;
  let bytesRead = 0;
  for (const chunk of chunks) {
    bytesRead = chunk.bytesRead;
    pending += decoder.write(chunk.bytes);
    let start = 0;
    for (let end = pending.indexOf("\n", start); end !== -1; end = pending.indexOf("\n", start)) {
      number++;
      const text = pending.slice(start, end);
      yield { text: text.endsWith("\r") ? text.slice(0, -1) : text, number, bytesRead };
      start = end + 1;
    }
    pending = pending.slice(start);
  }
  pending += decoder.end();
  if (pending !== "") yield { text: pending, number: number + 1, bytesRead };
}

/** Reads a plain text file line by line, in large chunks (see linesOf). */
export function readLines(path: string, chunkBytes = 4 << 20): Generator<NumberedLine> {
  return linesOf(fileChunks(path, chunkBytes));
}
