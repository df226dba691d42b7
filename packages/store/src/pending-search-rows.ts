import type { Database } from "./database";
import { GrowableTypedArray } from "./growable-typed-array";
import { MultiRowInsert } from "./multi-row-insert";
import { radixOrder } from "./radix-order";
import { SEARCH_TABLES, type SearchKind, searchKeyDownloads, searchKeySql } from "./search-key";

/** A row's full-text columns: its id, its author (may be empty), its card text (may be empty). */
export interface SearchWords {
  id: string;
  author: string;
  card: string;
}

/** A names row's values as bound: downloads and rowid (for the key), then id and author. */
const NAMES_ROW_SQL = `(${searchKeySql("?", "?")}, ?, ?)`;
/** A cards row's values as bound: downloads and rowid, then the card text. */
const CARDS_ROW_SQL = `(${searchKeySql("?", "?")}, ?)`;
/**
 * FTS5 writes its pending rows out as a new segment at every statement that inserts several rows
 * (each opens a savepoint): larger statements leave fewer segments to merge, and to read.
 */
export const SEARCH_ROWS_PER_STATEMENT = 2000;

/**
 * Full-text rows waiting to be written, kept as columns: each row's search key as its two parts
 * in typed arrays, and its words as the model row has them. FTS5 starts a new segment whenever a
 * key is lower than the one before, so the rows go in key order, which a radix sort of the
 * columns gives: an object per row sorted with a comparator would cost the importing thread far
 * more (decision 028).
 */
export class PendingSearchRows {
  /** `kind`: whose full-text tables the rows are for. */
  constructor(private readonly kind: SearchKind) {}

  /** The downloads part of each row's key (see searchKeyDownloads). */
  readonly #downloads = new GrowableTypedArray((length) => new Float64Array(length));
  readonly #rowids = new GrowableTypedArray((length) => new Int32Array(length));
  readonly #words: SearchWords[] = [];

  get length(): number {
    return this.#words.length;
  }

  /** Queues the full-text row of the model or dataset at `rowid`. */
  add(downloads: number, rowid: number, words: SearchWords): void {
    this.#downloads.push(searchKeyDownloads(downloads));
    this.#rowids.push(rowid);
    this.#words.push(words);
  }

  /**
   * Inserts the queued rows into the tables in key order, and forgets them: every row's names,
   * and the card text of the rows that have some.
   */
  writeTo(db: Database): void {
    if (this.length === 0) return;
    const downloads = this.#downloads.view();
    const rowids = this.#rowids.view();
    const tables = SEARCH_TABLES[this.kind];
    const names = new MultiRowInsert(db, tables.names, ["rowid", "id", "author"], {
      rowSql: NAMES_ROW_SQL,
      rowsPerStatement: SEARCH_ROWS_PER_STATEMENT,
    });
    const cards = new MultiRowInsert(db, tables.cards, ["rowid", "card"], {
      rowSql: CARDS_ROW_SQL,
      rowsPerStatement: SEARCH_ROWS_PER_STATEMENT,
    });
    for (const at of radixOrder(downloads, rowids)) {
      const words = this.#words[at] as SearchWords;
      names.push(downloads[at] ?? 0);
      names.push(rowids[at] ?? 0);
      names.push(words.id);
      // An empty author as NULL, which SQLite binds without copying a string.
      names.push(words.author || null);
      if (!words.card) continue;
      cards.push(downloads[at] ?? 0);
      cards.push(rowids[at] ?? 0);
      cards.push(words.card);
    }
    names.finish();
    cards.finish();
    this.#downloads.clear();
    this.#rowids.clear();
    this.#words.length = 0;
  }
}
