// Unlike JSON.stringify alone, invisible format and separator characters (bidi overrides,
// zero-width spaces, U+2028) are written as \u escapes, so a pasted request body shows what it sends.
const INVISIBLE = /[\p{Cf}\p{Zl}\p{Zp}]/gu;

/** A JSON text of `value`, indented by `indent` spaces (0: on one line), with invisible characters escaped. */
export function jsonText(value: unknown, indent = 0): string {
  const text = JSON.stringify(value, null, indent || undefined);
  if (text === undefined) throw new TypeError("a JSON snippet value must be JSON");
  return text.replace(INVISIBLE, (char) => `\\u${(char.codePointAt(0) ?? 0).toString(16).padStart(4, "0")}`);
}
