import type { Database, SqlValue } from "../database";
import { insertRows } from "../multi-row-insert";
import { MODEL_TAG_COLUMNS, nextModelRowid, type SearchRow, writeSearchRows } from "./model-batch-insert";
import type { ModelTagIds } from "./model-tag-ids";

/** One tag's staged rows: downloads and model rowids, in insertion (rowid) order. */
interface TagBucket {
  downloads: number[];
  rowids: number[];
}

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

  /**
   * `dropIdIndex`: drop the unique index on ids too (only when the caller tracks the ids written,
   * i.e. the table was empty: upserts look existing models up by id).
   */
  constructor(
    private readonly db: Database,
    private readonly tagIds: ModelTagIds,
    options: { dropIdIndex: boolean },
  ) {
    this.#indexes = db
      .all<{ name: string; sql: string }>(
        "SELECT name, sql FROM sqlite_master WHERE type = 'index' AND tbl_name = 'models' AND sql IS NOT NULL",
      )
      .filter(({ name }) => options.dropIdIndex || name !== "models_by_id");
    for (const { name } of this.#indexes) db.exec(`DROP INDEX "${name}"`);
    this.#firstNewRowid = nextModelRowid(db);
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
    const byId = [...this.#tags.keys()].map((tag) => [this.tagIds.idOf(tag), tag] as const);
    const values: SqlValue[] = [];
    for (const [id, tag] of byId.sort((a, b) => a[0] - b[0])) {
      const { downloads, rowids } = this.#tags.get(tag) as TagBucket;
      // Rowids were appended in increasing order, so a stable sort by downloads orders the bucket
      // by (downloads, rowid), the table's key.
      const order = Array.from(downloads.keys()).sort((a, b) => (downloads[a] ?? 0) - (downloads[b] ?? 0));
      for (const index of order) values.push(id, downloads[index] ?? 0, rowids[index] ?? 0);
      if (values.length >= 60_000) {
        insertRows(this.db, "model_tags", MODEL_TAG_COLUMNS, values);
        values.length = 0;
      }
    }
    insertRows(this.db, "model_tags", MODEL_TAG_COLUMNS, values);
    this.#tags.clear();
  }

  /** Writes the staged rows and rebuilds the indexes. */
  finish(): void {
    this.writeStaged();
    for (const { sql } of this.#indexes) this.db.exec(sql);
  }
}
