import type { Database } from "./database";

/**
 * Full-text rows are keyed by their model's or dataset's downloads, then its rowid:
 * `floor(downloads) << 31 | rowid`. The full-text index then lists
 * a word's matches in download order, so a search sorted by downloads reads one page of matches
 * (`ORDER BY rowid DESC LIMIT n`) instead of collecting every match and walking the downloads
 * index against them.
 *
 * Downloads are clamped to 0..2^32-1 and rowids must stay below 2^31 (two billion rows). The key
 * is computed in SQL: it does not fit a JavaScript number.
 */
export const ROWID_BITS = 31;

/** The kinds whose full-text tables are keyed this way. */
export type SearchKind = "models" | "datasets";

/**
 * A kind's full-text tables: `names`, its ids and authors indexed by FTS5's `trigram` tokenizer
 * (a search finds any part of them), and `cards`, its card text indexed by words.
 * Rows without card text have no `cards` row.
 */
export const SEARCH_TABLES = {
  models: { names: "models_names", cards: "models_fts" },
  datasets: { names: "datasets_names", cards: "datasets_fts" },
} as const satisfies Record<SearchKind, { names: string; cards: string }>;

/** The mask that takes the rowid out of a search key. */
export const SEARCH_KEY_ROWID_MASK = 2 ** ROWID_BITS - 1;

/**
 * The SQL expression of the search key of a downloads value and a rowid (SQL expressions).
 * Both are made integers: the driver binds every number as a real, and an integer plus a real is
 * a real, which above 2^53 (from 4,194,304 downloads on) rounds the rowid part away.
 */
export function searchKeySql(downloads: string, rowid: string): string {
  return `((min(max(CAST(${downloads} AS INTEGER), 0), 4294967295) << ${ROWID_BITS}) + CAST(${rowid} AS INTEGER))`;
}

/** The downloads part of a search key, as SQL computes it (truncated, clamped). */
export function searchKeyDownloads(downloads: number): number {
  return Math.min(Math.max(Math.trunc(downloads) || 0, 0), 4294967295);
}

/**
 * Orders (downloads, rowid) pairs as their search keys sort. FTS5 writes its pending rows out
 * whenever a rowid is lower than the previous one, so rows must be inserted in this order.
 */
export function compareSearchKeys(
  a: { downloads: number; rowid: number },
  b: { downloads: number; rowid: number },
): number {
  return searchKeyDownloads(a.downloads) - searchKeyDownloads(b.downloads) || a.rowid - b.rowid;
}

/** The SQL expression of the rowid of a search key. */
export function rowidOfSearchKeySql(key: string): string {
  return `(${key} & ${SEARCH_KEY_ROWID_MASK})`;
}

/** Deletes a kind's full-text rows by their (downloads, rowid), in key order (see PendingSearchRows). */
export function deleteSearchRows(
  db: Database,
  kind: SearchKind,
  keys: { downloads: number; rowid: number }[],
): void {
  const sorted = keys.sort(compareSearchKeys);
  for (const table of Object.values(SEARCH_TABLES[kind])) {
    for (const { downloads, rowid } of sorted) {
      db.run(`DELETE FROM ${table} WHERE rowid = ${searchKeySql("?", "?")}`, [downloads, rowid]);
    }
  }
}

/** Merges each of a kind's full-text tables into one segment (see SearchRowWrites.finish). */
export function optimizeSearchTables(db: Database, kind: SearchKind): void {
  for (const table of Object.values(SEARCH_TABLES[kind])) {
    db.run(`INSERT INTO ${table} (${table}) VALUES ('optimize')`);
  }
}
