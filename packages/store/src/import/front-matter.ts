import { asRecord } from "@modelhub/catalog";
import { parseDocument } from "yaml";
import { ImportError } from "./import-error";

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---(?:\r?\n|$)/u;

/** The YAML front matter of a model or dataset card as an object, or undefined when it has none. */
export function parseFrontMatter(readme: string, file: string): Record<string, unknown> | undefined {
  const match = FRONT_MATTER.exec(readme);
  if (!match) return undefined;
  // logLevel "error": the library would print its warnings (a list used as a key) on stderr.
  const document = parseDocument(match[1] ?? "", { uniqueKeys: false, logLevel: "error" });
  const [error] = document.errors;
  if (error) {
    // +1: the YAML starts on the line after the opening "---".
    const line = (error.linePos?.[0]?.line ?? 1) + 1;
    throw new ImportError(file, line, `invalid YAML front matter: ${error.message.split("\n")[0]}`);
  }
  let value: unknown;
  try {
    value = document.toJSON();
  } catch (error) {
    // Aliases are resolved here, after parsing: an undefined one, or too many (a "billion laughs"
    // card), throws without a position.
    const message = error instanceof Error ? error.message.split("\n")[0] : String(error);
    throw new ImportError(file, undefined, `invalid YAML front matter: ${message}`);
  }
  if (value === null || value === undefined) return undefined;
  const record = asRecord(value);
  if (!record) throw new ImportError(file, 2, "the front matter must be a YAML mapping (key: value lines)");
  return record;
}
