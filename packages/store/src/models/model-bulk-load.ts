import type { Database } from "../database";

/** The staging table for the tags of models inserted during a bulk load (in the temp database). */
export const BULK_TAGS_TABLE = "temp.bulk_model_tags";

/**
 * Bulk-load mode for very large imports, used inside the import's transaction: the secondary
 * indexes of `models` are dropped and rebuilt at the end (a sorted build instead of a million
 * random inserts each), and new models' tag rows are appended to an unindexed staging table, then
 * merged into `model_tags` in key order. Readers on other connections keep seeing the committed
 * schema and data; a rollback restores the indexes with everything else.
 */
export class ModelBulkLoad {
  readonly #indexes: { name: string; sql: string }[];
  readonly #firstNewRowid: number;

  constructor(private readonly db: Database) {
    this.#indexes = db.all<{ name: string; sql: string }>(
      "SELECT name, sql FROM sqlite_master WHERE type = 'index' AND tbl_name = 'models' AND sql IS NOT NULL",
    );
    for (const { name } of this.#indexes) db.exec(`DROP INDEX "${name}"`);
    db.exec(
      `CREATE TEMP TABLE IF NOT EXISTS bulk_model_tags (tag TEXT NOT NULL, downloads REAL NOT NULL, model_rowid INTEGER NOT NULL)`,
    );
    this.#firstNewRowid =
      db.get<{ n: number }>("SELECT coalesce(max(rowid), 0) + 1 AS n FROM models")?.n ?? 1;
  }

  /** Whether a model's tags may still sit in the staging table (it was inserted by this load). */
  isStaged(rowid: number): boolean {
    return rowid >= this.#firstNewRowid;
  }

  /** Moves the staged tag rows into `model_tags`, in primary-key order. */
  mergeTags(): void {
    this.db.exec(`INSERT INTO model_tags (tag, downloads, model_rowid)
      SELECT tag, downloads, model_rowid FROM ${BULK_TAGS_TABLE} ORDER BY tag, downloads, model_rowid;
      DELETE FROM ${BULK_TAGS_TABLE};`);
  }

  /** Merges the tags, drops the staging table and rebuilds the indexes. */
  finish(): void {
    this.mergeTags();
    this.db.exec(`DROP TABLE ${BULK_TAGS_TABLE}`);
    for (const { sql } of this.#indexes) this.db.exec(sql);
  }
}
