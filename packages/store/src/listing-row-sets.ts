import type { DataVersionCache } from "./data-version-cache";
import type { Database } from "./database";
import type { FacetColumn } from "./facet-column";
import { type FacetSubject, readFacetCounts } from "./facet-tally";
import { conditionCount, type ListingFilter, type ListingTables } from "./listing-filter";
import { searchMatchesUpTo } from "./listing-plan";
import { tagKeySql } from "./listing-tag-sql";
import { RowBitset } from "./row-bitset";
import type { RowBitsetCache } from "./row-bitset-cache";

/** What a repository keeps to count by row sets (decisions 055 and 056). */
export interface RowSets {
  /** The conditions' row sets. */
  cache: RowBitsetCache;
  /** Each counted facet's column (task, library), kept until the data changes as the sets are. */
  columns: DataVersionCache<FacetColumn>;
  /**
   * Totals whose narrowest condition holds at least this many rows are counted by row sets, read
   * for the occasion when not at hand; below it, SQL counts the rows of the narrowest one.
   */
  minRows: number;
  /** What a page or total read from row sets may read (RowSetPageLimits; tests lower it). */
  limits?: RowSetPageLimits;
}

/**
 * Counts whose narrowest condition holds at least this many rows are counted by row sets
 * (RowSets.minRows): below it, SQL reads those rows in a few milliseconds.
 */
export const ROW_SET_MIN_ROWS = 20_000;

/** How a repository reads row sets; the defaults suit a store of any size (tests lower them). */
export interface RowSetOptions {
  /** See RowSets.minRows (tests lower it to count small stores by row sets). */
  rowSetMinRows?: number;
  /** Bytes of row sets kept (see RowBitsetCache; tests lower it to find the sets too large). */
  rowSetBytes?: number;
  /** Rows a page read from a row set may walk (see rowSetRead; tests lower it to list rows). */
  rowSetWalkRows?: number;
  /** Matches a page read from a row set may list by rowid (see rowSetRead; tests lower it). */
  rowSetListRows?: number;
  /**
   * Rows of sets not at hand a page may read (see rowSetRead; tests lower it to find the other
   * conditions' sets over that budget).
   */
  rowSetPageRows?: number;
}

/** Cache keys of a filter's conditions, one per kind, so that no two conditions share one. */
const key = {
  equals: (column: string, value: string) => `equals:${column}:${value}`,
  tag: (tag: string) => `tag:${tag}`,
  anyTag: (group: readonly string[]) => `any:${JSON.stringify(group)}`,
  match: (match: string) => `match:${match}`,
};

/** The set of rows that carry `tag`, read from its tag rows when not at hand. */
function tagSet(cache: RowBitsetCache, tables: ListingTables, tag: string): RowBitset {
  return cache.get(key.tag(tag), () => ({
    sql: `SELECT ${tables.tagRowid} FROM ${tables.tags} WHERE tag = ${tagKeySql(tables)}`,
    params: [tag],
  }));
}

/**
 * Whether every condition of `filter` has its row set at hand: counting it by row sets then
 * costs a pass over a few bitsets (see countByRowSets).
 */
export function rowSetsAtHand(cache: RowBitsetCache, filter: ListingFilter): boolean {
  return (
    filter.equals.every(([column, value]) => equalsAtHand(cache, column, value)) &&
    filter.tags.every((tag) => cache.has(key.tag(tag))) &&
    (filter.anyTags ?? []).every((group) => cache.has(key.anyTag(group))) &&
    (filter.match === undefined || cache.has(key.match(filter.match)))
  );
}

/**
 * Whether `filter` is counted from row sets for little more than a pass over them: every set but
 * its search's is at hand, and its search's is too, or the search matches at most
 * SET_ROWS_FOR_A_PAGE rows. SQL would collect those matches anyway, reading their set costs
 * little more, and it is kept for the listing's other counts and pages (decisions 067, 072).
 */
export function setsAtHandButAFewMatches(
  db: Database,
  cache: RowBitsetCache,
  tables: ListingTables,
  filter: ListingFilter,
): boolean {
  if (filter.searchedTags?.size || !rowSetsAtHand(cache, { ...filter, match: undefined })) return false;
  if (filter.match === undefined || cache.has(key.match(filter.match))) return true;
  return searchMatchesUpTo(db, tables, filter.match, SET_ROWS_FOR_A_PAGE + 1) <= SET_ROWS_FOR_A_PAGE;
}

/** Whether the set of the rows whose `column` holds `value` is at hand, or built from its column in a pass. */
function equalsAtHand(cache: RowBitsetCache, column: string, value: string): boolean {
  return cache.has(key.equals(column, value)) || cache.buildsFromColumn(column);
}

/**
 * Reads ahead the set of every tag with one of `prefixes` (as the maintained counts name them),
 * for counts that will need them (decision 068): false, reading nothing, when sets do not fit the
 * cache. `hasTagRows` leaves out tags without tag rows (decision 039), which have no set.
 */
export function readTagSetsWithPrefixes(
  db: Database,
  subject: FacetSubject,
  cache: RowBitsetCache,
  tables: ListingTables,
  prefixes: readonly string[],
  hasTagRows: (tag: string) => boolean = () => true,
): boolean {
  if (!cache.fits()) return false;
  for (const prefix of prefixes) {
    for (const { value } of readFacetCounts(db, subject, "tag", { prefix })) {
      if (hasTagRows(value)) tagSet(cache, tables, value);
    }
  }
  return true;
}

/** Whether the set of each of `tags` is at hand. */
export function tagSetsAtHand(cache: RowBitsetCache, tags: readonly string[]): boolean {
  return tags.every((tag) => cache.has(key.tag(tag)));
}

/**
 * The row set of each condition of `filter`, read into the cache when not already there
 * (decision 055). A tag group's set is the union of its tags' sets, which stay cached on their own
 * too. Every tag must have tag rows (none among `filter.searchedTags`): the set of a tag without
 * would be read by scanning the table, 200-250 ms at a million models, more than SQL takes to
 * count the filter driven by another condition.
 */
function conditionSets(cache: RowBitsetCache, tables: ListingTables, filter: ListingFilter): RowBitset[] {
  if (filter.searchedTags?.size) throw new Error("tags without tag rows are not read as row sets");
  const sets: RowBitset[] = [];
  for (const [column, value] of filter.equals) {
    sets.push(
      cache.getEquals(key.equals(column, value), column, value, () => ({
        sql: `SELECT rowid FROM ${tables.main} WHERE ${column} = ?`,
        params: [value],
      })),
    );
  }
  for (const tag of filter.tags) sets.push(tagSet(cache, tables, tag));
  for (const group of filter.anyTags ?? []) {
    const groupKey = key.anyTag(group);
    let union = cache.peek(groupKey);
    if (!union) {
      union = RowBitset.union(group.map((tag) => tagSet(cache, tables, tag)));
      cache.keep(groupKey, union);
    }
    sets.push(union);
  }
  if (filter.match !== undefined) sets.push(matchSet(cache, tables, filter.match));
  return sets;
}

/** The set of the rows matching the full-text query `match`, read when not at hand. */
function matchSet(cache: RowBitsetCache, tables: ListingTables, match: string): RowBitset {
  const rowid = tables.searchKey ? tables.searchKey.rowid("rowid") : "rowid";
  return cache.get(key.match(match), () => ({
    sql: `SELECT ${rowid} FROM ${tables.fts} WHERE ${tables.fts} MATCH ?`,
    params: [match],
  }));
}

/** How many rows match every condition of `filter`: the size of the intersection of their sets. */
export function countByRowSets(cache: RowBitsetCache, tables: ListingTables, filter: ListingFilter): number {
  return RowBitset.intersectionSize(conditionSets(cache, tables, filter));
}

/** The set of the rows that match every condition of `filter` (it must have one at least). */
export function rowsMatchingByRowSets(
  cache: RowBitsetCache,
  tables: ListingTables,
  filter: ListingFilter,
): RowBitset {
  return RowBitset.intersection(conditionSets(cache, tables, filter));
}

/**
 * How many of `rows` carry each of `tags` (all with tag rows): the size of the intersection of
 * `rows` with each tag's set, for the tags some row carries.
 */
export function tagCountsByRowSets(
  cache: RowBitsetCache,
  tables: ListingTables,
  rows: RowBitset,
  tags: readonly string[],
): { value: string; count: number }[] {
  const counts: { value: string; count: number }[] = [];
  for (const tag of tags) {
    const count = RowBitset.intersectionSize([rows, tagSet(cache, tables, tag)]);
    if (count > 0) counts.push({ value: tag, count });
  }
  return counts;
}

/**
 * Rows a walk of the sort index may expect to read for one page when it tests each row's bit: at
 * about 0.1 µs a row, 2 ms (decision 057). Sparser matches are read by rowid instead.
 */
const MAX_WALKED_ROWS = 20_000;
/** Matches read by rowid and sorted, at most (a row read costs 1-3 µs). */
const MAX_LISTED_ROWS = 5_000;

/** How to read a page from the filter's row set (rowSetRead). */
export type RowSetRead =
  /** Down the sort index, each row's bit tested: for dense matches. */
  | { walk: RowBitset }
  /** The matching rows by rowid, sorted: for sparse ones. */
  | { rowids: number[] }
  /** No row matches. */
  | "none";

/** Rows of sets not at hand that a page may read to walk by row set (about 22 ms). */
export const SET_ROWS_FOR_A_PAGE = 200_000;

/**
 * Whether the sets of `filter`'s conditions that are not at hand would read at most `budget` rows,
 * from `rowsOf`: the maintained counts first, then the conditions that must be counted, each up
 * to what is left of the budget.
 */
function setsWithin(
  cache: RowBitsetCache,
  filter: ListingFilter,
  rowsOf: RowsOfCondition,
  budget: number,
): boolean {
  let left = budget;
  const tagRows = (tag: string) => (cache.has(key.tag(tag)) ? 0 : rowsOf.tag(tag));
  for (const tag of filter.tags) left -= tagRows(tag);
  for (const group of filter.anyTags ?? []) {
    if (!cache.has(key.anyTag(group))) for (const tag of group) left -= tagRows(tag);
  }
  for (const [column, value] of filter.equals) {
    if (left < 0) return false;
    if (!equalsAtHand(cache, column, value)) left -= rowsOf.equals(column, value, left);
  }
  if (left >= 0 && filter.match !== undefined && !cache.has(key.match(filter.match))) {
    left -= rowsOf.match(filter.match, left);
  }
  return left >= 0;
}

/** What a page read from row sets may read: rowSetRead's defaults unless set (tests lower them). */
export interface RowSetPageLimits {
  /** Rows a walk may expect to read (MAX_WALKED_ROWS); sparser matches are listed. */
  maxWalkedRows?: number;
  /** Matches a page may read by rowid (MAX_LISTED_ROWS). */
  maxListedRows?: number;
  /** Rows of the sets not at hand the page may read (SET_ROWS_FOR_A_PAGE). */
  maxSetRows?: number;
}

/** How many rows a condition holds: maintained counts where kept, else counted up to a cap + 1. */
export interface RowsOfCondition {
  equals(column: string, value: string, cap: number): number;
  tag(tag: string): number;
  match(match: string, cap: number): number;
}

/**
 * How to read a page of `filter` from its row set (decision 057), or undefined when the page
 * should be read as planned. A set is used when:
 * - the filter has several conditions, a search or a tag among them (a task with a library or an
 *   author has indexes of its own), every tag with tag rows; or it is a search alone and
 *   `searchAlone` says its set may serve (decision 059: sorted otherwise than by its key, and not
 *   a prefix FTS5 merges from many words);
 * - the sets not at hand would read at most SET_ROWS_FOR_A_PAGE rows (a listing's total reads
 *   the sets of broad filters, decision 055: read first, it leaves them at hand for the page);
 * - its rows are dense enough that a page is found within MAX_WALKED_ROWS rows (walked), or few
 *   enough to read each (listed).
 */
export function rowSetRead(
  cache: RowBitsetCache,
  tables: ListingTables,
  filter: ListingFilter,
  limit: number,
  rowsOf: RowsOfCondition,
  {
    maxWalkedRows = MAX_WALKED_ROWS,
    maxListedRows = MAX_LISTED_ROWS,
    maxSetRows = SET_ROWS_FOR_A_PAGE,
    searchAlone = false,
  }: RowSetPageLimits & { searchAlone?: boolean } = {},
): RowSetRead | undefined {
  const conditions = conditionCount(filter);
  const searchOrTag =
    filter.match !== undefined || filter.tags.length > 0 || (filter.anyTags?.length ?? 0) > 0;
  const alone = searchAlone && conditions === 1 && filter.match !== undefined;
  if ((conditions < 2 && !alone) || !searchOrTag || filter.searchedTags?.size || !cache.fits())
    return undefined;
  if (!setsWithin(cache, filter, rowsOf, maxSetRows)) return undefined;
  const rows = rowsMatchingByRowSets(cache, tables, filter);
  const matches = RowBitset.intersectionSize([rows]);
  if (matches === 0) return "none";
  const walked = ((limit + 1) * rows.words.length * 32) / matches;
  if (walked <= maxWalkedRows) return { walk: rows };
  return matches <= maxListedRows ? { rowids: rows.rowids() } : undefined;
}

/**
 * How a page of a search among other conditions is read from the search's own set (decision 063),
 * when reading the other conditions' sets would cost more than the page may spend.
 */
export interface SearchSetRead {
  /** The search's rows. */
  set: RowBitset;
  /**
   * Rows a walk of the other conditions' rows in page order may read, testing each row's bit:
   * four times what it should take were the matches spread evenly, when that is at most
   * MAX_WALKED_ROWS (or `maxWalkedRows`); undefined when the matches are sparser.
   */
  walkedRows: number | undefined;
  /** Whether the matches are few enough to read each by rowid and test the other conditions. */
  listable: boolean;
}

/** A page's walk by the search's set may read this many times the rows an even spread needs. */
const SPREAD_MARGIN = 4;

/**
 * How to read a page of `filter` (a search among other conditions) from the search's set: when it
 * is at hand, or `read` says it is worth reading (a prefix FTS5 merges from many words, whose
 * merge each page pays anyway). Undefined when the set is not used, "none" when it is empty.
 */
export function searchSetRead(
  cache: RowBitsetCache,
  tables: ListingTables,
  filter: ListingFilter,
  limit: number,
  {
    read,
    maxWalkedRows = MAX_WALKED_ROWS,
    maxListedRows = MAX_LISTED_ROWS,
  }: { read: boolean } & Pick<RowSetPageLimits, "maxWalkedRows" | "maxListedRows">,
): SearchSetRead | "none" | undefined {
  const { match } = filter;
  if (match === undefined || conditionCount(filter) < 2 || !cache.fits()) return undefined;
  const set = read ? matchSet(cache, tables, match) : cache.peek(key.match(match));
  if (!set) return undefined;
  const matches = RowBitset.intersectionSize([set]);
  if (matches === 0) return "none";
  const walkedRows = Math.ceil((SPREAD_MARGIN * (limit + 1) * set.words.length * 32) / matches);
  return {
    set,
    walkedRows: walkedRows <= maxWalkedRows ? walkedRows : undefined,
    listable: matches <= maxListedRows,
  };
}
