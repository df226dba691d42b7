import type { JsonValue } from "../model/coerce";
import { jsonText } from "./js-literal";

// Unlike JSON.stringify alone, invisible format and separator characters (bidi overrides,
// zero-width spaces, U+2028) are written as \u escapes, so a pasted request body shows what it sends.
const INVISIBLE = /[\p{Cf}\p{Zl}\p{Zp}]/gu;

/** jsonText (4-space indent, continuation lines shifted to `level`) with invisible characters escaped. */
export function visibleJsonText(value: JsonValue, level = 0): string {
  return jsonText(value, level).replace(
    INVISIBLE,
    (char) => `\\u${(char.codePointAt(0) ?? 0).toString(16).padStart(4, "0")}`,
  );
}
