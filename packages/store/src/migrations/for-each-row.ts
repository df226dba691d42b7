import type { Database } from "../database";

/** Rows read per statement. */
const ROWS_PER_READ = 1000;

/**
 * Calls `visit` on every row of `table` in rowid order, with its rowid and `columns`, a batch at
 * a time: a migration can rewrite each row, or other tables, as it goes (the next batch starts
 * after the last rowid seen, so rows updated in place are not read again).
 */
export function forEachRow<T extends { rowid: number }>(
  db: Database,
  table: "models" | "datasets",
  columns: string,
  visit: (row: T) => void,
): void {
  for (let after = 0; ; ) {
    const rows = db.all<T>(`SELECT rowid, ${columns} FROM ${table} WHERE rowid > ? ORDER BY rowid LIMIT ?`, [
      after,
      ROWS_PER_READ,
    ]);
    for (const row of rows) visit(row);
    const last = rows.at(-1);
    if (!last) return;
    after = last.rowid;
  }
}
