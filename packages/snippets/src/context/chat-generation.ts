import type { JsonObject } from "@modelhub/catalog";
import { SnippetOptionError } from "../snippet-option-error";
import type { SnippetOptions } from "../types";

/** The chat generation options, named as in the request body, and the values each takes. */
const GENERATION_OPTIONS = [
  { name: "temperature", check: (v: number) => v >= 0 && v <= 2, range: "a number from 0 to 2" },
  {
    name: "max_tokens",
    check: (v: number) => Number.isSafeInteger(v) && v >= 1,
    range: "a whole number from 1",
  },
  { name: "top_p", check: (v: number) => v > 0 && v <= 1, range: "a number above 0, up to 1" },
] as const;

/**
 * The chat body's generation fields the options ask for (`temperature`, `max_tokens`, `top_p`,
 * in that order), checked: a value out of its range throws a SnippetOptionError naming the option.
 */
export function chatGenerationFields(options: SnippetOptions): JsonObject {
  const fields: JsonObject = {};
  for (const { name, check, range } of GENERATION_OPTIONS) {
    const value = options[name];
    if (value === undefined) continue;
    if (typeof value !== "number" || !Number.isFinite(value) || !check(value)) {
      throw new SnippetOptionError(name, `${name} must be ${range}, not ${String(value)}`);
    }
    fields[name] = value;
  }
  return fields;
}
