import type { Database } from "./database";

/**
 * The highest rowid of `table` (0 when empty): its size for planning, exact after bulk loads and
 * an upper bound after deletes, and the span of a row set over it.
 */
export function highestRowid(db: Database, table: string): number {
  return db.get<{ n: number }>(`SELECT coalesce(max(rowid), 0) AS n FROM ${table}`)?.n ?? 0;
}
