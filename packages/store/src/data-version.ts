import { randomBytes } from "node:crypto";
import type { Database } from "./database";

/**
 * A text that changes whenever the data may have: another connection committed (`PRAGMA
 * data_version`) or this connection wrote (`total_changes()`). One small query. It counts per
 * connection, so it only compares with itself: see storedDataVersion for one every process shares.
 */
export function dataVersion(db: Database): string {
  return (
    db.get<{ v: string }>(
      "SELECT (SELECT data_version FROM pragma_data_version) || ':' || total_changes() AS v",
    )?.v ?? ""
  );
}

/** The store_meta key of the version every write of the data replaces (see Store.dataVersion). */
export const DATA_VERSION_KEY = "data_version";

/**
 * The version of the data kept in the store itself: `<seconds>.<n>-<random>`, written anew by
 * each transaction that changes rows (writeNewDataVersion), so every process reading the file,
 * now or after a restart, reads the same text over the same data. Empty in a store never written
 * since the version was introduced. One read of a row by its key.
 */
export function storedDataVersion(db: Database): string {
  const row = db.get<{ value: string }>("SELECT value FROM store_meta WHERE key = ?", [DATA_VERSION_KEY]);
  return row ? (JSON.parse(row.value) as string) : "";
}

/** When a stored data version was written, as its text says. */
export interface DataVersionDate {
  /** Unix time in seconds: never earlier than the version before, even if the clock went back. */
  second: number;
  /** Whether no earlier version was written within the same second. */
  firstInSecond: boolean;
}

/** The second and the number within it that a stored data version's text starts with. */
function versionParts(version: string): { second: number; n: number } | undefined {
  const match = /^(\d+)\.(\d+)-/.exec(version);
  return match ? { second: Number(match[1]), n: Number(match[2]) } : undefined;
}

/** The date of a stored data version, or undefined for a text that is none. */
export function dataVersionDate(version: string): DataVersionDate | undefined {
  const parts = versionParts(version);
  return parts && { second: parts.second, firstInSecond: parts.n === 0 };
}

/**
 * The data version that follows `previous`: dated this second (or the previous version's, should
 * the clock have gone back), numbered within its second, with a random part that no other store
 * or version has.
 */
export function nextDataVersion(previous: string): string {
  const parts = versionParts(previous);
  const second = Math.max(Math.floor(Date.now() / 1000), parts?.second ?? 0);
  const n = second === parts?.second ? parts.n + 1 : 0;
  return `${second}.${n}-${randomBytes(9).toString("base64url")}`;
}

/** Replaces the stored data version with the next one (see nextDataVersion). */
export function writeNewDataVersion(db: Database): void {
  db.run(
    "INSERT INTO store_meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
    [DATA_VERSION_KEY, JSON.stringify(nextDataVersion(storedDataVersion(db)))],
  );
}
