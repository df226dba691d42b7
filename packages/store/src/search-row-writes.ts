import type { Database } from "./database";
import { PendingSearchRows, SEARCH_ROWS_PER_STATEMENT, type SearchWords } from "./pending-search-rows";
import { deleteSearchRows, optimizeSearchTables, type SearchKind } from "./search-key";

/** Rows queued before they are written: a few large sorted writes instead of many small ones. */
const ROWS_PER_WRITE = 10 * SEARCH_ROWS_PER_STATEMENT;

/**
 * Writes of at least this many rows, and of at least MERGE_SHARE of the rows there were, end by
 * merging the index into one segment, as a bulk load does: a large write leaves several segments,
 * and a row tested against a search (listing/listing-conditions.ts) is sought in each.
 */
const MERGE_AFTER_ROWS = 10_000;
const MERGE_SHARE = 0.25;

/**
 * A row-by-row writer's full-text changes, queued and written in key order (search-key.ts). FTS5
 * writes its pending rows out as a new segment whenever a key is lower than the one before, and
 * downloads-keyed rows arrive in no order: written one by one, each would cost a segment and its
 * merges. Queued, a write's deletes go first, then its inserts, each sorted.
 *
 * A row replaced again before its queued insert is written loses that insert: the index never had
 * it, so there is nothing to delete.
 */
export class SearchRowWrites {
  readonly #deletes: { downloads: number; rowid: number }[] = [];
  readonly #inserts = new Map<number, { downloads: number; words: SearchWords }>();
  #written = 0;

  constructor(
    private readonly db: Database,
    private readonly kind: SearchKind,
  ) {}

  /** Queues the removal of the row at `rowid`, indexed with `downloads`. */
  remove(downloads: number, rowid: number): void {
    if (!this.#inserts.delete(rowid)) this.#deletes.push({ downloads, rowid });
  }

  /** Queues the row at `rowid`; writes the queue once it is large. */
  add(downloads: number, rowid: number, words: SearchWords): void {
    this.#inserts.set(rowid, { downloads, words });
    if (this.#inserts.size >= ROWS_PER_WRITE) this.flush();
  }

  /**
   * Writes the queued changes, then merges the index into one segment when they rewrote a large
   * share of it (see MERGE_SHARE): call before the transaction ends, or before reading the index.
   * `rowsBefore`: the rows the table held before these writes.
   */
  finish(rowsBefore: number): void {
    this.flush();
    if (this.#written >= Math.max(MERGE_AFTER_ROWS, rowsBefore * MERGE_SHARE)) {
      optimizeSearchTables(this.db, this.kind);
    }
  }

  /** Writes the queued changes. */
  flush(): void {
    if (this.#deletes.length) deleteSearchRows(this.db, this.kind, this.#deletes);
    this.#deletes.length = 0;
    if (this.#inserts.size === 0) return;
    const rows = new PendingSearchRows(this.kind);
    for (const [rowid, { downloads, words }] of this.#inserts) rows.add(downloads, rowid, words);
    rows.writeTo(this.db);
    this.#written += this.#inserts.size;
    this.#inserts.clear();
  }
}
