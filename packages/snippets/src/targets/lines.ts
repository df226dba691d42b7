import { SNIPPET_INDENT } from "@modelhub/catalog";

/** Joins snippet lines, dropping `undefined` and `false` entries (optional lines). */
export function lines(...parts: (string | undefined | false)[]): string {
  return parts.filter((part): part is string => typeof part === "string").join("\n");
}

/** Indents every line of `text` by `level` indent units. */
export function indent(text: string, level = 1): string {
  const pad = SNIPPET_INDENT.repeat(level);
  return text
    .split("\n")
    .map((line) => (line === "" ? line : pad + line))
    .join("\n");
}

/** `name(\n    arg,\n    arg,\n)`: one argument a line, each followed by a comma. */
export function callBlock(head: string, args: string[], close = ")"): string {
  if (args.length === 0) return `${head}${close}`;
  return `${head}\n${args.map((arg) => `${indent(arg)},`).join("\n")}\n${close}`;
}
