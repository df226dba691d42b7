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
 * Splits UTF-8 chunks into lines (LF or CRLF) as they arrive: a line cut between two chunks, or a
 * character cut between them, is completed by the next chunk. Feed chunks to `take` in order, then
 * call `finish` for a last line without a newline.
 */
export class LineSplitter {
  readonly #decoder = new StringDecoder("utf8");
  #pending = "";
  #number = 0;
  #bytesRead = 0;

  /** The lines completed by this chunk. */
  *take(chunk: ByteChunk): Generator<NumberedLine> {
    this.#bytesRead = chunk.bytesRead;
    const text = this.#pending + this.#decoder.write(chunk.bytes);
    let start = 0;
    for (let end = text.indexOf("\n", start); end !== -1; end = text.indexOf("\n", start)) {
      this.#number++;
      const line = text.slice(start, end);
      yield {
        text: line.endsWith("\r") ? line.slice(0, -1) : line,
        number: this.#number,
        bytesRead: this.#bytesRead,
      };
      start = end + 1;
    }
    this.#pending = text.slice(start);
  }

  /** The last line, when the input does not end with a newline. */
  *finish(): Generator<NumberedLine> {
    const rest = this.#pending + this.#decoder.end();
    this.#pending = "";
    if (rest !== "") yield { text: rest, number: this.#number + 1, bytesRead: this.#bytesRead };
  }
}

/**
 * Splits UTF-8 chunks into lines (LF or CRLF), synchronously: constant memory for input of any
 * size, and usable inside a synchronous SQLite transaction. A final line without a newline is
 * still returned.
 */
export function* linesOf(chunks: Iterable<ByteChunk>): Generator<NumberedLine> {
  const splitter = new LineSplitter();
  for (const chunk of chunks) yield* splitter.take(chunk);
  yield* splitter.finish();
}

/** Reads a plain text file line by line, in large chunks (see linesOf). */
export function readLines(path: string, chunkBytes = 4 << 20): Generator<NumberedLine> {
  return linesOf(fileChunks(path, chunkBytes));
}
