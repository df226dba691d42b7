import { ImportError } from "./import-error";
import { lineOfOffset } from "./json-array-lines";

/** Parses the JSON text of a whole file; a syntax error becomes an ImportError with its line. */
export function parseJsonText(text: string, file: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    const position = /position (\d+)/.exec(String(error))?.[1];
    throw new ImportError(
      file,
      position === undefined ? undefined : lineOfOffset(text, Number(position)),
      `invalid JSON: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}
