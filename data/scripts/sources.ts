// Readers for the raw files in ../shared/data (see data/README.md for what each holds).
import { createReadStream } from "node:fs";
import { createInterface } from "node:readline";

/** Parses a JSON Lines file; throws with the line number on a bad line. */
export async function readJsonLines(path: string): Promise<Record<string, unknown>[]> {
  const rows: Record<string, unknown>[] = [];
  let lineNumber = 0;
  for await (const line of createInterface({ input: createReadStream(path, "utf8"), crlfDelay: Infinity })) {
    lineNumber++;
    if (line.trim() === "") continue;
    const value: unknown = JSON.parse(line);
    if (typeof value !== "object" || value === null || Array.isArray(value)) {
      throw new Error(`${path}:${lineNumber}: expected a JSON object`);
    }
    rows.push(value as Record<string, unknown>);
  }
  return rows;
}

/** An ISO date from the sources' date spellings ("2023-10-20 09:28:57+00:00", git's "Tue Jan 25 ... 2022 +0100"). */
export function isoDate(value: unknown): string | undefined {
  if (typeof value !== "string" || value.trim() === "") return undefined;
  const time = Date.parse(value);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
}

/** The string items of a list, or the comma-separated parts of a string. */
export function stringList(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === "string" && item !== "");
  if (typeof value === "string") return value.split(",").map((part) => part.trim()).filter(Boolean);
  return [];
}

/** The latest of some ISO dates, as YYYY-MM-DD. */
export function latestDay(dates: Iterable<string | undefined>): string | undefined {
  let latest: string | undefined;
  for (const date of dates) if (date && (!latest || date > latest)) latest = date;
  return latest?.slice(0, 10);
}
