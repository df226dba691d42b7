import type { Database, SqlValue } from "../database";
import { type SearchRow, writeSearchRows } from "./model-batch-insert";

/** One tag's staged rows: downloads and model rowids, in insertion (rowid) order. */
interface TagBucket {
  downloads: number[];
  rowids: number[];
}

// Tag rows go in MERGE_ROWS at a time as bound parameters of one multi-row INSERT: half the
// cost of passing them as JSON text through json_each.
const MERGE_ROWS = 200;
const INSERT_TAG_ROWS = `INSERT INTO model_tags (tag, downloads, model_rowid) VALUES ${Array(MERGE_ROWS)
  .fill("(?, ?, ?)")
  .join(", ")}`;
const INSERT_TAG_ROW = "INSERT INTO model_tags (tag, downloads, model_rowid) VALUES (?, ?, ?)";

/**
 * Bulk-load mode for very large imports, used inside the import's transaction: the secondary
 * indexes of `models` are dropped and rebuilt at the end (a sorted build instead of a million
 * random inserts each), and new models' full-text rows and tag rows (grouped by tag) are kept in
 * memory, then sorted in JavaScript and written in key order (SQLite's sorter was 70% of the tag
 * cost; FTS5 starts a new segment whenever a row's key is lower than the previous one's).
 * Readers on other connections keep seeing the committed schema and data; a rollback restores the
 * indexes with everything else.
 */
export class ModelBulkLoad {
  readonly #indexes: { name: string; sql: string }[];
  readonly #firstNewRowid: number;
  readonly #tags = new Map<string, TagBucket>();
  #search: SearchRow[] = [];

  constructor(private readonly db: Database) {
    this.#indexes = db.all<{ name: string; sql: string }>(
      "SELECT name, sql FROM sqlite_master WHERE type = 'index' AND tbl_name = 'models' AND sql IS NOT NULL",
    );
    for (const { name } of this.#indexes) db.exec(`DROP INDEX "${name}"`);
    this.#firstNewRowid =
      db.get<{ n: number }>("SELECT coalesce(max(rowid), 0) + 1 AS n FROM models")?.n ?? 1;
  }

  /** Keeps the tag rows of a model inserted by this load until `writeStaged`. */
  stageTags(tags: readonly string[], downloads: number, rowid: number): void {
    for (const tag of tags) {
      let bucket = this.#tags.get(tag);
      if (!bucket) {
        bucket = { downloads: [], rowids: [] };
        this.#tags.set(tag, bucket);
      }
      bucket.downloads.push(downloads);
      bucket.rowids.push(rowid);
    }
  }

  /** Keeps the full-text row of a model inserted by this load until `writeStaged`. */
  stageSearch(row: SearchRow): void {
    this.#search.push(row);
  }

  /** Whether a model's tags and full-text row may still be staged (it was inserted by this load). */
  isStaged(rowid: number): boolean {
    return rowid >= this.#firstNewRowid;
  }

  /**
   * Writes the staged rows and forgets them: tags into `model_tags` in primary-key order, full-text
   * rows in key order (FTS5 then builds large segments instead of one per out-of-order row).
   */
  writeStaged(): void {
    writeSearchRows(this.db, this.#search);
    this.#search = [];
    for (const tag of [...this.#tags.keys()].sort()) {
      const { downloads, rowids } = this.#tags.get(tag) as TagBucket;
      // Rowids were appended in increasing order, so a stable sort by downloads orders the bucket
      // by (downloads, rowid), the table's key.
      const order = Array.from(downloads.keys()).sort((a, b) => (downloads[a] ?? 0) - (downloads[b] ?? 0));
      const params: SqlValue[] = new Array(3 * MERGE_ROWS);
      let next = 0;
      for (; next + MERGE_ROWS <= order.length; next += MERGE_ROWS) {
        for (let row = 0; row < MERGE_ROWS; row++) {
          const index = order[next + row] ?? 0;
          params[3 * row] = tag;
          params[3 * row + 1] = downloads[index] ?? 0;
          params[3 * row + 2] = rowids[index] ?? 0;
        }
        this.db.run(INSERT_TAG_ROWS, params);
      }
      for (const index of order.slice(next)) {
        this.db.run(INSERT_TAG_ROW, [tag, downloads[index] ?? 0, rowids[index] ?? 0]);
      }
    }
    this.#tags.clear();
  }

  /** Writes the staged rows and rebuilds the indexes. */
  finish(): void {
    this.writeStaged();
    for (const { sql } of this.#indexes) this.db.exec(sql);
  }
}
