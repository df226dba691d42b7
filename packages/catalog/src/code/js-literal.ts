import type { JsonValue } from "../model/coerce";
import { escapeDoubleQuoted } from "./escape-text";
import { formatLiteral, SNIPPET_INDENT } from "./python-literal";

/** A JavaScript/TypeScript string literal that evaluates to exactly `text`. */
export function jsString(text: string): string {
  return `"${escapeDoubleQuoted(text, "js")}"`;
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/u;

/** An object key: bare when it is a plain identifier, quoted otherwise. */
export function jsKey(name: string): string {
  return IDENTIFIER.test(name) ? name : jsString(name);
}

/** A JavaScript literal for a JSON value; `level` is the indent level of its first line. */
export function jsLiteral(value: JsonValue, level = 0): string {
  return formatLiteral(value, level, {
    string: jsString,
    key: jsKey,
    null: "null",
    true: "true",
    false: "false",
  });
}

/** JSON text indented by 4 spaces, its continuation lines shifted to `level`. */
export function jsonText(value: JsonValue, level = 0): string {
  const text = JSON.stringify(value, null, SNIPPET_INDENT);
  return level === 0 ? text : text.replaceAll("\n", `\n${SNIPPET_INDENT.repeat(level)}`);
}
