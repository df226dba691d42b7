import { type JsonValue, jsonText } from "@modelhub/catalog";

// JSON.stringify leaves invisible characters (bidi overrides, zero-width spaces, U+2028, C1
// controls) raw; a pasted curl body would hide them. They are written as \uXXXX escapes, which
// any JSON parser reads back to the same text.
const INVISIBLE = /[\u007f-\u009f\p{Cf}\p{Zl}\p{Zp}]/gu;

/** JSON text indented by 4 spaces with invisible characters escaped. */
export function visibleJsonText(value: JsonValue, level = 0): string {
  return jsonText(value, level).replace(INVISIBLE, (char) => {
    const code = char.codePointAt(0) ?? 0;
    if (code > 0xffff) {
      const high = Math.floor((code - 0x10000) / 0x400) + 0xd800;
      const low = ((code - 0x10000) % 0x400) + 0xdc00;
      return `\\u${high.toString(16)}\\u${low.toString(16)}`;
    }
    return `\\u${code.toString(16).padStart(4, "0")}`;
  });
}
