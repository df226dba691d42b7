import { type JsonValue, jsLiteral, pythonLiteral, shellQuote } from "@modelhub/catalog";
import { visibleJsonText } from "./json-text";

/** The text forms every value of the render context comes in. */
export const VALUE_FORMATS = ["curl", "json", "python", "ts"] as const;

export type ValueFormat = (typeof VALUE_FORMATS)[number];

/**
 * A value of the render context, as an object and already written in each target language.
 * Every form evaluates to the same value; none needs further escaping where its language expects
 * a value.
 */
export interface EncodedValue {
  /** The value itself (sample files appear as their path). */
  object: JsonValue;
  /** JSON text as one single-quoted shell word, ready for `curl -d`. */
  curl: string;
  /** JSON text, indented by 4 spaces. */
  json: string;
  /** A Python literal (True / False / None). */
  python: string;
  /** A JavaScript / TypeScript literal. */
  ts: string;
}

/** One text form of a value; an unknown format throws 'Unsupported format'. */
export function formatValue(value: JsonValue, format: string): string {
  switch (format) {
    case "curl":
      return shellQuote(visibleJsonText(value));
    case "json":
      return visibleJsonText(value);
    case "python":
      return pythonLiteral(value);
    case "ts":
      return jsLiteral(value);
    default:
      throw new Error(`Unsupported format: ${format}`);
  }
}

/** The value in every format. */
export function encodeValue(value: JsonValue): EncodedValue {
  return {
    object: value,
    curl: formatValue(value, "curl"),
    json: formatValue(value, "json"),
    python: formatValue(value, "python"),
    ts: formatValue(value, "ts"),
  };
}
