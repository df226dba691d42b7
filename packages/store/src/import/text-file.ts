import { isUtf8 } from "node:buffer";
import { readFileSync } from "node:fs";
import { ImportError } from "./import-error";
import { linesOf, NOT_UTF8 } from "./read-lines";

/** U+FEFF, which some editors (Notepad, Excel's exports) write first in a UTF-8 file. */
const BYTE_ORDER_MARK = 0xfeff;

/** `text` without a leading byte order mark: it marks the encoding and is no part of the text. */
export function withoutByteOrderMark(text: string): string {
  return text.charCodeAt(0) === BYTE_ORDER_MARK ? text.slice(1) : text;
}

/**
 * A file's UTF-8 bytes as text, without a leading byte order mark. Bytes that are not UTF-8 are an
 * ImportError naming the first line that holds some, rather than text with U+FFFD in their place.
 */
export function utf8Text(bytes: Buffer, file: string): string {
  if (!isUtf8(bytes)) {
    // Read line by line only to name the first bad line: the splitter throws the error there.
    for (const _line of linesOf([{ bytes, bytesRead: bytes.length }], file));
    throw new ImportError(file, undefined, NOT_UTF8);
  }
  return withoutByteOrderMark(bytes.toString("utf8"));
}

/** A UTF-8 text file's contents, without a leading byte order mark (see utf8Text). */
export function readTextFile(path: string): string {
  return utf8Text(readFileSync(path), path);
}
