import type { RawBuilder, SqlBool } from "kysely";
import type { SortKey } from "../listing-order";
import type { ListedTable } from "./listed-table";
import type { ListingSource } from "./listing";
import type { ListingRequest } from "./listing-conditions";

/**
 * What a listing writes differently per engine: how a search finds words in the ids and authors
 * and in the card text of the row `m`, how a tag id is found by name, and how text is
 * ordered by code point. The rest of a listing is the same SQL on both.
 */
export interface ListingEngine {
  /**
   * The rows whose ids or authors contain some of `words`, as a table to join as `f`, when the
   * engine keeps one keyed by downloads: a listing by downloads then reads its page in that
   * table's order. Undefined when it keeps none (the words are conditions on the row).
   */
  namesTable?(table: ListedTable, words: readonly string[]): NamesTable | undefined;
  /**
   * Which matches a read starts from, for an engine whose planner cannot weigh it (SQLite): the
   * search's (its table of matches joined), the first tag's (its rows joined) or those of a narrow
   * range or of gating (their index read, the rows sorted); undefined to read through another index (the order's,
   * walked, or an author's), testing the rest on each row. `sort`: the page's order, undefined for
   * a count. Left out by an engine whose planner weighs these from its own statistics (PostgreSQL).
   */
  readFirst?(source: ListingSource, request: ListingRequest, sort?: SortKey): Promise<ReadFirst>;
  /**
   * Whether the tag row `alias` (of a tag table whose rows name theirs in `rowidColumn`) is one of
   * the row `m`'s: by rowid, and on an engine that probes the tag rows' key (tag, downloads,
   * rowid) whole, by downloads too.
   */
  tagRowOf(alias: string, rowidColumn: string): RawBuilder<SqlBool>;
  /** How many rows the listed table holds. */
  countAll(source: ListingSource): Promise<number>;
  /** Whether the row `m`'s id or author contains every one of `words`, whatever the case. */
  namesContain(table: ListedTable, words: readonly string[]): RawBuilder<SqlBool>;
  /** Whether the row `m`'s card has the words of `word` in a row, the last as a word's start. */
  cardHas(table: ListedTable, word: string): RawBuilder<SqlBool>;
  /**
   * The id and the name (the id after its owner's `/`) of the row aliased `row`, lower-cased, the
   * name as the name index holds it (SQLite migration 022, PostgreSQL 009): what a relevance tier
   * compares with.
   */
  lowerCaseNames(row: string): { id: RawBuilder<string>; name: RawBuilder<string> };
  /**
   * Whether the tag key `key` (a tag table's column) names one of `tags`: how the engine finds tag
   * ids by name differs (see tag-keys.ts, which names tags the same way on both otherwise).
   */
  tagIn(table: ListedTable, key: RawBuilder<unknown>, tags: readonly string[]): RawBuilder<SqlBool>;
  /** Whether the text `value` starts with `prefix`, comparing code points. */
  startsWith(value: RawBuilder<unknown>, prefix: string): RawBuilder<SqlBool>;
  /** `value` as an ORDER BY term that sorts by code point. */
  codePointOrder(value: RawBuilder<unknown>): RawBuilder<unknown>;
  /**
   * `value` as a term no index can answer, for a planner with no statistics to tell a narrow range
   * (or few gated rows) from a broad one (SQLite): in ORDER BY and a cursor's comparison, so that a
   * narrow range's rows are read from its index and sorted; in a broad one's condition, so that
   * the order's index is walked instead of every row of the range being read and sorted. Undefined when the
   * planner can tell.
   */
  unindexed?(value: RawBuilder<unknown>): RawBuilder<unknown>;
}

/** Where a read starts (see ListingEngine.readFirst): undefined for an index of the order or an author. */
export type ReadFirst = "search" | "tag" | "narrow" | undefined;

/** A table of search matches joined as `f`, ordered by downloads then rowid (see namesTable). */
export interface NamesTable {
  /** The table, and the condition tying `f` to the row `m` and selecting the matches. */
  from: RawBuilder<unknown>;
  on: RawBuilder<SqlBool>;
  /** The key that orders the matches by downloads then rowid. */
  key: RawBuilder<unknown>;
  /** The key of a row of these downloads and rowid. */
  keyOf(downloads: number, rowid: number): RawBuilder<unknown>;
  /** The words the table does not find, which stay conditions on the row. */
  others: string[];
}
