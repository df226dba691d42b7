import type { Database } from "./database";

/**
 * Refreshes the statistics SQLite's planner chooses its indexes by (sqlite_stat1, sqlite_stat4),
 * from a sample of each index, so it stays quick at any size. Run after imports and migrations:
 * listings are plain SQL, planned by the database from these figures.
 */
export function refreshStatistics(db: Database): void {
  db.exec("PRAGMA analysis_limit = 2000; ANALYZE");
}

/** Whether the planner has statistics for this database (never for a store from before them). */
export function hasStatistics(db: Database): boolean {
  return db.get("SELECT 1 FROM sqlite_master WHERE name = 'sqlite_stat1'") !== undefined;
}
