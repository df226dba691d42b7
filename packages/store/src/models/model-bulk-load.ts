import type { Database } from "../database";

/** One tag's staged rows: downloads and model rowids, in insertion (rowid) order. */
interface TagBucket {
  downloads: number[];
  rowids: number[];
}

const MERGE_CHUNK = 4000;
const INSERT_TAG_CHUNK = `INSERT INTO model_tags (tag, downloads, model_rowid)
  SELECT ?, value->>0, value->>1 FROM json_each(?)`;

/**
 * Bulk-load mode for very large imports, used inside the import's transaction: the secondary
 * indexes of `models` are dropped and rebuilt at the end (a sorted build instead of a million
 * random inserts each), and new models' tag rows are kept in memory, grouped by tag, then sorted
 * in JavaScript and written to `model_tags` in key order (SQLite's sorter was 70% of the tag cost).
 * Readers on other connections keep seeing the committed schema and data; a rollback restores the
 * indexes with everything else.
 */
export class ModelBulkLoad {
  readonly #indexes: { name: string; sql: string }[];
  readonly #firstNewRowid: number;
  readonly #tags = new Map<string, TagBucket>();

  constructor(private readonly db: Database) {
    this.#indexes = db.all<{ name: string; sql: string }>(
      "SELECT name, sql FROM sqlite_master WHERE type = 'index' AND tbl_name = 'models' AND sql IS NOT NULL",
    );
    for (const { name } of this.#indexes) db.exec(`DROP INDEX "${name}"`);
    this.#firstNewRowid =
      db.get<{ n: number }>("SELECT coalesce(max(rowid), 0) + 1 AS n FROM models")?.n ?? 1;
  }

  /** Keeps the tag rows of a model inserted by this load until `mergeTags`. */
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

  /** Whether a model's tags may still be staged (it was inserted by this load). */
  isStaged(rowid: number): boolean {
    return rowid >= this.#firstNewRowid;
  }

  /** Writes the staged tag rows into `model_tags`, in primary-key order, and forgets them. */
  mergeTags(): void {
    for (const tag of [...this.#tags.keys()].sort()) {
      const { downloads, rowids } = this.#tags.get(tag) as TagBucket;
      // Rowids were appended in increasing order, so a stable sort by downloads orders the bucket
      // by (downloads, rowid), the table's key.
      const order = Array.from(downloads.keys()).sort((a, b) => (downloads[a] ?? 0) - (downloads[b] ?? 0));
      for (let start = 0; start < order.length; start += MERGE_CHUNK) {
        const chunk: [number, number][] = [];
        for (const index of order.slice(start, start + MERGE_CHUNK)) {
          chunk.push([downloads[index] ?? 0, rowids[index] ?? 0]);
        }
        this.db.run(INSERT_TAG_CHUNK, [tag, JSON.stringify(chunk)]);
      }
    }
    this.#tags.clear();
  }

  /** Merges the tags and rebuilds the indexes. */
  finish(): void {
    this.mergeTags();
    for (const { sql } of this.#indexes) this.db.exec(sql);
  }
}
