import { once } from "node:events";
import type { Writable } from "node:stream";

/** A column value as COPY's text format writes it. */
export type CopyValue = string | number | boolean | null | readonly string[];

/** Characters COPY's text format escapes in a field. */
const COPY_SPECIAL = /[\\\n\r\t]/;
const COPY_ESCAPES: Record<string, string> = { "\\": "\\\\", "\n": "\\n", "\r": "\\r", "\t": "\\t" };

function copyEscaped(text: string): string {
  return COPY_SPECIAL.test(text) ? text.replace(/[\\\n\r\t]/g, (char) => COPY_ESCAPES[char] ?? char) : text;
}

/** An array literal of text elements, each quoted (so no element reads as NULL or splits on a comma). */
function arrayLiteral(items: readonly string[]): string {
  let literal = "{";
  for (let index = 0; index < items.length; index++) {
    const item = items[index] as string;
    if (index) literal += ",";
    literal += `"${item.includes('"') || item.includes("\\") ? item.replace(/["\\]/g, "\\$&") : item}"`;
  }
  return `${literal}}`;
}

/** One field of a COPY text line: `\N` for NULL, numbers and booleans as PostgreSQL reads them. */
function copyField(value: CopyValue): string {
  if (value === null) return "\\N";
  if (typeof value === "string") return copyEscaped(value);
  if (typeof value === "number") return String(value);
  if (typeof value === "boolean") return value ? "t" : "f";
  return copyEscaped(arrayLiteral(value));
}

/** Bytes gathered before a write to the COPY stream: few writes, each worth a system call. */
const CHUNK_CHARS = 1 << 20;

/**
 * Writes rows to a `COPY ... FROM STDIN` stream in its text format, gathering lines into chunks
 * and waiting whenever the stream asks the writer to (so a large import holds little in memory).
 */
export class CopyLines {
  #chunk = "";
  #failure: Error | undefined;

  constructor(private readonly stream: Writable) {
    // The server's refusal (a row it cannot read) arrives whenever it does: kept for the next call.
    stream.on("error", (error) => {
      this.#failure ??= error;
    });
  }

  /** Adds one row; resolves at once unless the stream's buffer is full. */
  async add(values: readonly CopyValue[]): Promise<void> {
    let line = "";
    for (let index = 0; index < values.length; index++) {
      if (index) line += "\t";
      line += copyField(values[index] as CopyValue);
    }
    this.#chunk += `${line}\n`;
    if (this.#chunk.length >= CHUNK_CHARS) await this.#flush();
  }

  /**
   * Abandons the COPY (the server drops its rows and fails the statement), for a source that went
   * wrong mid-way; resolves once the connection can take the transaction's ROLLBACK.
   */
  async abort(reason: Error): Promise<void> {
    if (this.stream.destroyed || this.stream.writableFinished) return;
    const closed = once(this.stream, "close").catch(() => {});
    this.stream.destroy(reason);
    await closed;
  }

  /** Sends what is left and ends the COPY; resolves once the server has taken every row. */
  async end(): Promise<void> {
    await this.#flush();
    const finished = once(this.stream, "finish");
    this.stream.end();
    await finished;
  }

  async #flush(): Promise<void> {
    if (this.#failure) throw this.#failure;
    if (!this.#chunk) return;
    const chunk = this.#chunk;
    this.#chunk = "";
    if (!this.stream.write(chunk)) await once(this.stream, "drain");
  }
}
