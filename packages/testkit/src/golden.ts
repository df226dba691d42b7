import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";

/** Set UPDATE_FIXTURES=1 to rewrite every golden file from the current output. */
export const UPDATING_FIXTURES = process.env.UPDATE_FIXTURES === "1";

/**
 * Compares `actual` with the golden file at `path`. A missing golden file is a failure (unless
 * fixtures are being updated), so a new case cannot pass without its expected output checked in.
 * Returns undefined when they match, or a message saying what differs.
 */
export function compareWithGolden(path: string, actual: string): string | undefined {
  if (UPDATING_FIXTURES) {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, actual);
    return undefined;
  }
  if (!existsSync(path))
    return `missing golden file ${path} (run the tests with UPDATE_FIXTURES=1 to create it)`;
  const expected = readFileSync(path, "utf8");
  return expected === actual ? undefined : `output differs from ${path}`;
}

/** The golden file's text, for `expect(actual).toBe(readGolden(path))` style assertions with a diff. */
export function readGolden(path: string, actual: string): string {
  const problem = compareWithGolden(path, actual);
  if (problem?.startsWith("missing")) throw new Error(problem);
  return UPDATING_FIXTURES ? actual : readFileSync(path, "utf8");
}
