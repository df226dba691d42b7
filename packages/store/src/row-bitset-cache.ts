import { dataVersion } from "./data-version-cache";
import type { Database, SqlValue } from "./database";
import type { FacetColumn } from "./facet-column";
import { highestRowid } from "./highest-rowid";
import { RowBitset } from "./row-bitset";

/** Bytes of row sets a repository keeps per connection: 256 sets at a million rows (decision 055). */
export const ROW_SET_BYTES = 32 << 20;

/** The SQL of one column of rowids (a condition's rows), with its parameters. */
export interface RowidsQuery {
  sql: string;
  params: SqlValue[];
}

/**
 * A per-connection cache of the rowid sets of listing conditions (a task, a tag, a search...),
 * emptied whenever the data may have changed, as DataVersionCache is. A set is read once and then
 * shared by every count that has the condition: a search typed within a task reads the task's
 * 564,000 rows once, not once per search. At most `maxBytes` of sets are kept, the least recently
 * used dropped first (125 KB a set at a million rows).
 */
export class RowBitsetCache {
  readonly #sets = new Map<string, RowBitset>();
  #bytes = 0;
  #version = "";
  /** The table's highest rowid at this version of the data (read on first need). */
  #maxRowid: number | undefined;

  constructor(
    private readonly db: Database,
    /** The main table, whose highest rowid sizes the sets. */
    private readonly table: string,
    private readonly maxBytes: number,
    /**
     * The column of the main table named, when it is at hand at this version of the data (see
     * getEquals); a set of one of its values is then built from it instead of read.
     */
    private readonly columnAtHand: (column: string) => FacetColumn | undefined = () => undefined,
  ) {}

  /**
   * Whether sets fit this table: a set takes a bit per rowid up to the highest, and must take at
   * most an eighth of the cache (rowids up to 32 million for 32 MiB). Rowids can run far past the
   * rows a table holds (after deletes, or as imported): such a table is counted by SQL instead.
   */
  fits(): boolean {
    this.#checkVersion();
    const setBytes = this.#highestRowid() / 8;
    return setBytes <= this.maxBytes / 8;
  }

  /** Whether the set of `key` is at hand (reading it would cost nothing). */
  has(key: string): boolean {
    this.#checkVersion();
    return this.#sets.has(key);
  }

  /** The set of `key` when it is at hand, else undefined. */
  peek(key: string): RowBitset | undefined {
    this.#checkVersion();
    const cached = this.#sets.get(key);
    if (cached) {
      // Most recently used last.
      this.#sets.delete(key);
      this.#sets.set(key, cached);
    }
    return cached;
  }

  /** The set of `key`, read with `query` when it is not at hand. */
  get(key: string, query: () => RowidsQuery): RowBitset {
    const cached = this.peek(key);
    if (cached) return cached;
    const set = new RowBitset(this.#highestRowid());
    const { sql, params } = query();
    this.db.eachInteger(sql, params, (rowid) => set.add(rowid));
    this.#keep(key, set);
    return set;
  }

  /**
   * The set of the rows whose `column` holds `value`, kept under `key`: built in a pass over the
   * column when it is at hand (about 2 ms at a million rows), else read with `query` (40-50 ms for
   * half a million rows).
   */
  getEquals(key: string, column: string, value: string, query: () => RowidsQuery): RowBitset {
    const cached = this.peek(key);
    if (cached) return cached;
    const source = this.columnAtHand(column);
    if (!source) return this.get(key, query);
    const set = source.rowsWith(value, this.#highestRowid());
    this.#keep(key, set);
    return set;
  }

  /** Whether the sets of `column`'s values are built from memory now (see getEquals). */
  buildsFromColumn(column: string): boolean {
    this.#checkVersion();
    return this.columnAtHand(column) !== undefined;
  }

  /** Keeps a set built from others (a union), under `key`. */
  keep(key: string, set: RowBitset): void {
    this.#checkVersion();
    this.#keep(key, set);
  }

  #keep(key: string, set: RowBitset): void {
    const old = this.#sets.get(key);
    if (old) this.#bytes -= old.bytes;
    this.#sets.delete(key);
    this.#sets.set(key, set);
    this.#bytes += set.bytes;
    for (const [oldest, dropped] of this.#sets) {
      if (this.#bytes <= this.maxBytes || oldest === key) break;
      this.#sets.delete(oldest);
      this.#bytes -= dropped.bytes;
    }
  }

  #highestRowid(): number {
    this.#maxRowid ??= highestRowid(this.db, this.table);
    return this.#maxRowid;
  }

  #checkVersion(): void {
    const version = dataVersion(this.db);
    if (version === this.#version) return;
    this.#sets.clear();
    this.#bytes = 0;
    this.#maxRowid = undefined;
    this.#version = version;
  }
}
