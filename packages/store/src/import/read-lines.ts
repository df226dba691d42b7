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
  /**
   * The line's bytes (without its line break) when they lie in one chunk: a view of the chunk,
   * valid while the chunk is. They are the text's UTF-8 when they are well-formed UTF-8.
   */
  bytes?: Buffer;
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

const NEWLINE = 0x0a;
const CARRIAGE_RETURN = 0x0d;

/**
 * Splits UTF-8 chunks into lines (LF or CRLF) as they arrive: a line cut between two chunks, or a
 * character cut between them, is completed by the next chunk. Feed chunks to `take` in order, then
 * call `finish` for a last line without a newline.
 * Lines are found in the bytes and decoded one by one. Decoding a whole chunk first would make
 * every line of it a slice of one string, two bytes a character when any line of the chunk has a
 * character past Latin-1: parsing, copying to another thread and binding to SQLite then handle
 * twice the bytes (decision 027). A line cut between chunks is decoded piece by piece, so a huge
 * line grows the heap gradually, as any string does.
 */
export class LineSplitter {
  readonly #decoder = new StringDecoder("utf8");
  // The start of a line the previous chunks did not finish (the decoder may hold its last bytes).
  #pending: string | undefined;
  #number = 0;
  #bytesRead = 0;

  /** The lines completed by this chunk. */
  *take(chunk: ByteChunk): Generator<NumberedLine> {
    this.#bytesRead = chunk.bytesRead;
    const { bytes } = chunk;
    let start = 0;
    for (let end = bytes.indexOf(NEWLINE); end !== -1; end = bytes.indexOf(NEWLINE, start)) {
      if (this.#pending === undefined) {
        const stop = end > start && bytes[end - 1] === CARRIAGE_RETURN ? end - 1 : end;
        const line = bytes.subarray(start, stop);
        start = end + 1;
        yield this.#line(line.toString("utf8"), line);
        continue;
      }
      let text = this.#pending + this.#decoder.end(bytes.subarray(start, end));
      this.#pending = undefined;
      if (text.endsWith("\r")) text = text.slice(0, -1);
      start = end + 1;
      yield this.#line(text);
    }
    if (start < bytes.length)
      this.#pending = (this.#pending ?? "") + this.#decoder.write(bytes.subarray(start));
  }

  /** The last line, when the input does not end with a newline. */
  *finish(): Generator<NumberedLine> {
    if (this.#pending === undefined) return;
    const text = this.#pending + this.#decoder.end();
    this.#pending = undefined;
    yield this.#line(text);
  }

  #line(text: string, bytes?: Buffer): NumberedLine {
    if (this.#number === 0 && text.charCodeAt(0) === 0xfeff) {
      // A byte order mark before the first line (three bytes in UTF-8) is no part of it.
      text = text.slice(1);
      bytes = bytes?.subarray(3);
    }
    this.#number++;
    return { text, bytes, number: this.#number, bytesRead: this.#bytesRead };
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
