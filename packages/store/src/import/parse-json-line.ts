import { ImportError } from "./import-error";

/** Parses one line of a JSON Lines file; a syntax error becomes an ImportError naming the line. */
export function parseJsonLine(text: string, file: string, line: number): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new ImportError(
      file,
      line,
      `invalid JSON: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}
