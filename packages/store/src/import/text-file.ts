import { readFileSync } from "node:fs";

/** U+FEFF, which some editors (Notepad, Excel's exports) write first in a UTF-8 file. */
const BYTE_ORDER_MARK = 0xfeff;

/** `text` without a leading byte order mark: it marks the encoding and is no part of the text. */
export function withoutByteOrderMark(text: string): string {
  return text.charCodeAt(0) === BYTE_ORDER_MARK ? text.slice(1) : text;
}

/** A UTF-8 text file's contents, without a leading byte order mark. */
export function readTextFile(path: string): string {
  return withoutByteOrderMark(readFileSync(path, "utf8"));
}
