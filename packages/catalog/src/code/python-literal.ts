import type { JsonValue } from "../model/coerce";
import { escapeDoubleQuoted } from "./escape-text";

/** Indent unit of every generated snippet. */
export const SNIPPET_INDENT = "    ";

/** A Python string literal that evaluates to exactly `text`. */
export function pythonString(text: string): string {
  return `"${escapeDoubleQuoted(text, "python")}"`;
}

/**
 * A Python literal for a JSON value: dicts, lists, True/False/None, numbers and strings.
 * `level` is the indent level of the line the literal starts on, so nested lines line up.
 */
export function pythonLiteral(value: JsonValue, level = 0): string {
  return formatLiteral(value, level, {
    string: pythonString,
    key: pythonString,
    null: "None",
    true: "True",
    false: "False",
  });
}

/** How one language spells the scalar parts of a literal. */
export interface LiteralSyntax {
  /** A string literal that evaluates to exactly `text`. */
  string(text: string): string;
  /** A key of a dict / object literal. */
  key(name: string): string;
  /** The null literal, e.g. "None". */
  null: string;
  /** The true literal, e.g. "True". */
  true: string;
  /** The false literal, e.g. "False". */
  false: string;
}

const INLINE_LIMIT = 72;

/** Shared layout for Python and JS literals: short flat containers stay on one line. */
export function formatLiteral(value: JsonValue, level: number, syntax: LiteralSyntax): string {
  if (value === null) return syntax.null;
  if (value === true) return syntax.true;
  if (value === false) return syntax.false;
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new RangeError("non-finite numbers have no literal");
    return String(value);
  }
  if (typeof value === "string") return syntax.string(value);
  const isArray = Array.isArray(value);
  const items = isArray
    ? value.map((item) => formatLiteral(item, level + 1, syntax))
    : Object.entries(value).map(
        ([key, item]) => `${syntax.key(key)}: ${formatLiteral(item, level + 1, syntax)}`,
      );
  const [open, close] = isArray ? ["[", "]"] : ["{", "}"];
  if (items.length === 0) return open + close;
  const nested = (isArray ? value : Object.values(value)).some(
    (item) => item !== null && typeof item === "object",
  );
  const inline = `${open}${items.join(", ")}${close}`;
  if (!nested && inline.length <= INLINE_LIMIT && !inline.includes("\n")) return inline;
  const inner = SNIPPET_INDENT.repeat(level + 1);
  return `${open}\n${items.map((item) => `${inner}${item},`).join("\n")}\n${SNIPPET_INDENT.repeat(level)}${close}`;
}
