import { closeSync, openSync, readSync } from "node:fs";
import { StringDecoder } from "node:string_decoder";

/** One line of a text file with its 1-based number and the bytes read so far (for progress). */
export interface NumberedLine {
  text: string;
  number: number;
  bytesRead: number;
}

/**
 * Reads a text file line by line, synchronously, in large chunks: constant memory for files of
 * any size, and usable inside a synchronous SQLite transaction. A final line without a newline
 * is still returned.
 */
export function* readLines(path: string, chunkBytes = 4 << 20): Generator<NumberedLine> {
  const fd = openSync(path, "r");
  const decoder = new StringDecoder("utf8");
  const buffer = Buffer.allocUnsafe(chunkBytes);
  let pending = "";
  let number = 0;
  let bytesRead = 0;
  try {
    for (;;) {
      const count = readSync(fd, buffer, 0, chunkBytes, null);
      if (count === 0) break;
      bytesRead += count;
      pending += decoder.write(buffer.subarray(0, count));
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
  } finally {
    closeSync(fd);
  }
}
