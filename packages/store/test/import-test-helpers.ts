import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { ImportError } from "../src/import/import-error";

/** Writes `content` to `dir/name`, creating the folders on the way; returns the path. */
export function writeUnder(dir: string, name: string, content: string | Buffer): string {
  const path = join(dir, name);
  mkdirSync(join(path, ".."), { recursive: true });
  writeFileSync(path, content);
  return path;
}

/** The ImportError `fn` throws (any other error is rethrown; none fails the test). */
export async function importFailure(fn: () => unknown): Promise<ImportError> {
  try {
    await fn();
  } catch (error) {
    if (error instanceof ImportError) return error;
    throw error;
  }
  throw new Error("expected an ImportError");
}
