import type { Database } from "./database";
import type { FacetColumn } from "./facet-column";
import type { FacetSubject } from "./facet-tally";
import { conditionCount, type ListingFilter, type ListingTables } from "./listing-filter";
import type { SortKey } from "./listing-order";
import { MAX_PROBED_ROWS, walksFirst } from "./listing-plan";
import { readsSearchKeyOrder } from "./listing-query";
import {
  ROW_SET_MIN_ROWS,
  type RowSetOptions,
  type RowSetPageLimits,
  type RowSets,
  type RowsOfCondition,
  rowSetRead,
  searchSetRead,
} from "./listing-row-sets";
import type { Page } from "./page";
import { type ListingRead, readBoundedWalkPage, readListing } from "./read-listing";
import { ROW_SET_BYTES, RowBitsetCache } from "./row-bitset-cache";
import { lendRowSet } from "./row-set-function";
import type { PrefixListRead, SearchPrefixTerms } from "./search-prefix-terms";

/** A page to read: its columns, order, size, cursor and row mapping (no filter yet). */
export type PageRead<T> = Omit<ListingRead<T>, "filter" | "prefixList" | "tables">;
/** A page to read, with the kind's tables. */
type TablesRead<T> = PageRead<T> & { tables: ListingTables };

/** What ListingPages needs to know of one listed kind: models or datasets. */
export interface ListedKind {
  subject: FacetSubject;
  tables: ListingTables;
  /** How many rows each kind of condition holds: maintained counts, else counted up to a cap. */
  conditionRows: RowsOfCondition;
  /** How many rows the narrowest of `filter`'s conditions holds, counted up to `cap` + 1. */
  narrowestRows(filter: ListingFilter, cap: number): number;
  /** How to read a page as planned (decision 020). */
  plan(
    filter: ListingFilter & { empty: boolean },
    sort: SortKey,
    limit: number,
    prefixList: PrefixListRead | undefined,
  ): Partial<ListingFilter>;
}

/**
 * Reads the pages of a kind's listings (models or datasets), the cheapest way it knows for each:
 * - from the row sets of the filter's conditions, when they are at hand or cheap (decisions 057,
 *   059, 060 and 062);
 * - from the search's own set, standing in for it among broader conditions (decision 063);
 * - by a bounded walk down an index in page order (decisions 054, 058 and 061);
 * - as the kind plans it (ListedKind.plan, decision 020).
 * Models and datasets read their pages alike (decision 065).
 */
export class ListingPages {
  private readonly tables: ListingTables;

  constructor(
    private readonly db: Database,
    private readonly kind: ListedKind,
    private readonly searchTerms: SearchPrefixTerms,
    /** The conditions' row sets, kept until the data changes. */
    private readonly rowSets: RowBitsetCache,
    /** What a page read from row sets may read (tests lower it). */
    private readonly limits: RowSetPageLimits = {},
  ) {
    this.tables = kind.tables;
  }

  /** One page of the listing of `filter` (not empty), whose search is the text `search`. */
  read<T>(filter: ListingFilter & { empty: boolean }, search: string, page: PageRead<T>): Page<T> {
    const read: TablesRead<T> = { ...page, tables: this.tables };
    const { sort, limit } = read;
    const prefixList = this.searchTerms.prefixListRead(search);
    const mergesManyWords = filter.match !== undefined && this.searchTerms.mergesManyWords(search);
    // Several conditions whose row sets are at hand or cheap, or a search alone: the page is read
    // from their intersection.
    const sets = { searchAlone: this.#searchReadAlone(filter, sort, mergesManyWords) };
    const rowsOf = this.#setRowsOf(prefixList, mergesManyWords);
    const fromSets = this.#fromRowSets(read, filter, rowsOf, sets);
    if (fromSets) return fromSets;
    const fromSearchSet = this.#fromSearchSet(read, filter, mergesManyWords);
    if (fromSearchSet) return fromSearchSet;
    const walkFirst = walksFirst(this.db, this.tables, this.kind.subject, filter, sort);
    return readListing(
      this.db,
      { ...read, filter, prefixList, walkFirst },
      () => this.kind.plan(filter, sort, limit, prefixList),
      () => (prefixList === "word" ? this.#letterFromRowSets(read, filter) : undefined),
    );
  }

  /**
   * How many rows each condition's set would read, for a page (rowSetRead). A one-letter word's
   * set may hold every row (counting that far took 10 ms): it is not read for a page, whose walk
   * probes the letter instead (decision 058). A prefix FTS5 merges from many words costs its page
   * that merge whatever is read; its set costs no more, so it counts for nothing (decision 060).
   */
  #setRowsOf(prefixList: PrefixListRead | undefined, mergesManyWords: boolean): RowsOfCondition {
    const counted = this.kind.conditionRows;
    if (prefixList === "word") return { ...counted, match: () => Number.POSITIVE_INFINITY };
    if (mergesManyWords) return { ...counted, match: () => 0 };
    return counted;
  }

  /**
   * Whether a search alone may be read from its set, kept for the next page and the next visitor:
   * in any order but downloads, whose page comes from the search's keys in order (decision 059),
   * and in every order when FTS5 merges its prefix from many words (decision 060).
   */
  #searchReadAlone(filter: ListingFilter, sort: SortKey, mergesManyWords: boolean): boolean {
    if (conditionCount(filter) !== 1 || filter.match === undefined) return false;
    return !readsSearchKeyOrder(this.tables, filter, sort) || mergesManyWords;
  }

  /**
   * A page read from the row sets of `filter`'s conditions (rowSetRead), when they are at hand or
   * within `rowsOf`'s budget; undefined otherwise.
   */
  #fromRowSets<T>(
    read: TablesRead<T>,
    filter: ListingFilter,
    rowsOf: RowsOfCondition,
    { searchAlone = false }: { searchAlone?: boolean } = {},
  ): Page<T> | undefined {
    const fromSet = rowSetRead(this.rowSets, this.tables, filter, read.limit, rowsOf, {
      ...this.limits,
      searchAlone,
    });
    if (fromSet === "none") return { items: [] };
    if (fromSet && "walk" in fromSet) {
      return lendRowSet(this.db, fromSet.walk, (rowSet) =>
        readListing(this.db, {
          ...read,
          filter: { equals: [], tags: [], rowSet, walkSortIndex: true },
          prefixList: undefined,
        }),
      );
    }
    if (!fromSet) return undefined;
    const rowids = JSON.stringify(fromSet.rowids);
    return readListing(this.db, { ...read, filter: { equals: [], tags: [], rowids }, prefixList: undefined });
  }

  /**
   * For a search among other conditions whose sets exceed the page's budget: the page read with
   * the search's set standing in for the full-text index (decision 063), when that set is at hand
   * or, for a prefix FTS5 merges from many words, read now (its page would pay that merge anyway).
   * Dense matches are found by a bounded walk of the other conditions' rows in page order, each
   * row's bit tested; few are read by rowid, the other conditions tested on each; else the rows of
   * a narrow other condition are read, each row's bit tested. Undefined when the set is not used
   * or none of these applies.
   */
  #fromSearchSet<T>(
    read: TablesRead<T>,
    filter: ListingFilter,
    mergesManyWords: boolean,
  ): Page<T> | undefined {
    const how = searchSetRead(this.rowSets, this.tables, filter, read.limit, {
      read: mergesManyWords,
      maxWalkedRows: this.limits.maxWalkedRows,
      maxListedRows: this.limits.maxListedRows,
    });
    if (how === undefined) return undefined;
    if (how === "none") return { items: [] };
    const others = { ...filter, match: undefined };
    const { walkedRows } = how;
    if (walkedRows !== undefined) {
      const walked = lendRowSet(this.db, how.set, (searchRowSet) =>
        readBoundedWalkPage(this.db, {
          ...read,
          filter: { ...others, searchRowSet },
          prefixList: undefined,
          maxWalkedRows: walkedRows,
        }),
      );
      if (walked) return walked;
    }
    if (how.listable) {
      const rowids = JSON.stringify(how.set.rowids());
      return readListing(this.db, { ...read, filter: { ...others, rowids }, prefixList: undefined });
    }
    // A narrow other condition: its rows, each row's bit tested, as the kind plans them without
    // the search (a page of "llama" by an author of 16 models: 16 bits, not 43,000 matches).
    if (this.kind.narrowestRows(others, MAX_PROBED_ROWS) > MAX_PROBED_ROWS) return undefined;
    return lendRowSet(this.db, how.set, (searchRowSet) =>
      readListing(this.db, { ...read, filter: { ...others, searchRowSet }, prefixList: undefined }, () =>
        this.kind.plan({ ...others, empty: false }, read.sort, read.limit, undefined),
      ),
    );
  }

  /**
   * For a one-letter search among other conditions whose bounded walk did not fill its page: the
   * page from the row sets, the letter's included (decision 062). Its set, read once (every model
   * holds a "u" at a million synthetic models: about 100 ms), costs less than what the plan
   * collects for this one page (its count and lookup table: 175 ms), and serves the next pages and
   * other conditions. When the other conditions' sets exceed the page's budget, the letter's set
   * alone serves (decision 063). Not when a condition is narrow enough to have the letter probed
   * on its rows (probesSearch).
   */
  #letterFromRowSets<T>(read: TablesRead<T>, filter: ListingFilter): Page<T> | undefined {
    const others = { ...filter, match: undefined };
    if (this.kind.narrowestRows(others, MAX_PROBED_ROWS) <= MAX_PROBED_ROWS) return undefined;
    return (
      this.#fromRowSets(read, filter, { ...this.kind.conditionRows, match: () => 0 }) ??
      this.#fromSearchSet(read, filter, true)
    );
  }
}

/**
 * A kind's row sets and the reader of its pages, which shares them, as `options` set them (the
 * defaults suit a store of any size). `columnAtHand` gives a column of the main table kept in
 * memory, when there is one: the sets of its values are built from it (RowBitsetCache.getEquals).
 */
export function listingReaders(
  db: Database,
  kind: ListedKind,
  searchTerms: SearchPrefixTerms,
  options: RowSetOptions = {},
  columnAtHand?: (column: string) => FacetColumn | undefined,
): { rowSets: Pick<RowSets, "cache" | "minRows" | "limits">; pages: ListingPages } {
  const { rowSetMinRows = ROW_SET_MIN_ROWS, rowSetBytes = ROW_SET_BYTES } = options;
  const cache = new RowBitsetCache(db, kind.tables.main, rowSetBytes, columnAtHand);
  const limits: RowSetPageLimits = {
    maxWalkedRows: options.rowSetWalkRows,
    maxListedRows: options.rowSetListRows,
    maxSetRows: options.rowSetPageRows,
  };
  const pages = new ListingPages(db, kind, searchTerms, cache, limits);
  return { rowSets: { cache, minRows: rowSetMinRows, limits }, pages };
}
