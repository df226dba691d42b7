/**
 * Shared escaping for double-quoted string literals in Python and JavaScript. Besides the
 * characters the grammars require, it escapes every invisible control, format and separator
 * character (bidi overrides, zero-width spaces, U+2028) so a pasted snippet shows what it sends.
 */

const NEEDS_ESCAPE = /[\\"\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}]/gu;

const SHORT_ESCAPES: Record<string, string> = {
  "\\": "\\\\",
  '"': '\\"',
  "\n": "\\n",
  "\r": "\\r",
  "\t": "\\t",
  "\b": "\\b",
  "\f": "\\f",
};

function hex(code: number, width: number): string {
  return code.toString(16).padStart(width, "0");
}

/** Languages whose escapes for code points above U+FFFF differ: Python `\UXXXXXXXX`, JS `\u{X}`. */
export type EscapeFlavor = "python" | "js";

/** The body of a double-quoted literal (without the quotes). */
export function escapeDoubleQuoted(text: string, flavor: EscapeFlavor): string {
  return text.replace(NEEDS_ESCAPE, (char) => {
    const short = SHORT_ESCAPES[char];
    if (short) return short;
    const code = char.codePointAt(0) ?? 0;
    if (code <= 0xffff) return `\\u${hex(code, 4)}`;
    return flavor === "python" ? `\\U${hex(code, 8)}` : `\\u{${code.toString(16)}}`;
  });
}
