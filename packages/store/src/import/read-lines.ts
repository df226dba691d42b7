import { isUtf8 } from "node:buffer";
import { closeSync, openSync, readSync } from "node:fs";
import { StringDecoder } from "node:string_decoder";
import { ImportError } from "./import-error";

/** A piece of a file's (decompressed) bytes, with the bytes of the file on disk read so far. */
export interface ByteChunk {
  bytes: Buffer;
  bytesRead: number;
}

/** One line of a text file with its 1-based number and the bytes read so far (for progress). */
export interface NumberedLine {
  text: string;
  /**
   * The line's UTF-8 bytes (without its line break) when they lie in one chunk: a view of the
   * chunk, valid while the chunk is.
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
 * Checks UTF-8 that arrives in pieces, a character possibly cut between two of them: each piece is
 * checked up to its last whole character, the rest with the next piece.
 */
class Utf8Check {
  #carry: Buffer | undefined;
  #valid = true;

  push(piece: Buffer): void {
    if (!this.#valid || piece.length === 0) return;
    const bytes = this.#carry ? Buffer.concat([this.#carry, piece]) : piece;
    const whole = wholeCharactersEnd(bytes);
    this.#valid = isUtf8(bytes.subarray(0, whole));
    this.#carry = whole < bytes.length ? Buffer.from(bytes.subarray(whole)) : undefined;
  }

  /** Whether everything pushed was UTF-8, then starts again. */
  end(): boolean {
    const valid = this.#valid && this.#carry === undefined;
    this.#valid = true;
    this.#carry = undefined;
    return valid;
  }
}

/** Where the last character of `bytes` starts when it is cut short, else the length. */
function wholeCharactersEnd(bytes: Buffer): number {
  for (let back = 1; back <= Math.min(4, bytes.length); back++) {
    const byte = bytes[bytes.length - back] ?? 0;
    if ((byte & 0xc0) === 0x80) continue; // a continuation byte: look further back
    const length = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : byte >= 0xc0 ? 2 : 1;
    return length > back ? bytes.length - back : bytes.length;
  }
  return bytes.length;
}

/**
 * Splits UTF-8 chunks into lines (LF or CRLF) as they arrive: a line cut between two chunks, or a
 * character cut between them, is completed by the next chunk. Feed chunks to `take` in order, then
 * call `finish` for a last line without a newline.
 * Lines are found in the bytes and decoded one by one. Decoding a whole chunk first would make
 * every line of it a slice of one string, two bytes a character when any line of the chunk has a
 * character past Latin-1: parsing, copying to another thread and binding to SQLite then handle
 * twice the bytes (decision 029). A line cut between chunks is decoded piece by piece, so a huge
 * line grows the heap gradually, as any string does.
 * A line that is not well-formed UTF-8 is an ImportError naming it: decoding it would replace its
 * bytes with U+FFFD, and the record would be stored changed (a file in Latin-1, say).
 */
export class LineSplitter {
  readonly #file: string;
  readonly #decoder = new StringDecoder("utf8");
  readonly #check = new Utf8Check();
  // The start of a line the previous chunks did not finish (the decoder may hold its last bytes).
  #pending: string | undefined;
  #number = 0;
  #bytesRead = 0;

  /** `file` is named in the error a line that is not UTF-8 raises. */
  constructor(file: string) {
    this.#file = file;
  }

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
        if (!isUtf8(line)) throw this.#notUtf8();
        yield this.#line(line.toString("utf8"), line);
        continue;
      }
      const piece = bytes.subarray(start, end);
      this.#check.push(piece);
      let text = this.#pending + this.#decoder.end(piece);
      this.#pending = undefined;
      if (!this.#check.end()) throw this.#notUtf8();
      if (text.endsWith("\r")) text = text.slice(0, -1);
      start = end + 1;
      yield this.#line(text);
    }
    if (start < bytes.length) {
      const rest = bytes.subarray(start);
      this.#check.push(rest);
      this.#pending = (this.#pending ?? "") + this.#decoder.write(rest);
    }
  }

  /** The last line, when the input does not end with a newline. */
  *finish(): Generator<NumberedLine> {
    if (this.#pending === undefined) return;
    const text = this.#pending + this.#decoder.end();
    this.#pending = undefined;
    if (!this.#check.end()) throw this.#notUtf8();
    yield this.#line(text);
  }

  /** The error for the line being read (its number is the next one). */
  #notUtf8(): ImportError {
    return new ImportError(this.#file, this.#number + 1, NOT_UTF8);
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

/** The problem of a line or file that is not UTF-8 text. */
export const NOT_UTF8 =
  "not UTF-8 text: save the file as UTF-8 (bytes of another encoding would be stored changed)";

/**
 * Splits UTF-8 chunks into lines (LF or CRLF), synchronously: constant memory for input of any
 * size, and usable inside a synchronous SQLite transaction. A final line without a newline is
 * still returned.
 */
export function* linesOf(chunks: Iterable<ByteChunk>, file: string): Generator<NumberedLine> {
  const splitter = new LineSplitter(file);
  for (const chunk of chunks) yield* splitter.take(chunk);
  yield* splitter.finish();
}

/** Reads a plain text file line by line, in large chunks (see linesOf). */
export function readLines(path: string, chunkBytes = 4 << 20): Generator<NumberedLine> {
  return linesOf(fileChunks(path, chunkBytes), path);
}
