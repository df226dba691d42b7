// Reads a listing's page: by a bounded walk when one fills it (docs/decisions/054, 058 and 061),
// else by its planned query (buildListingQuery).
import type { CursorPosition } from "./cursor";
import type { Database, SqlValue } from "./database";
import { conditionCount, type ListingFilter, type ListingTables } from "./listing-filter";
import {
  pageOrder,
  SORT_COLUMNS,
  SORT_INDEX_SUFFIXES,
  type SortDirection,
  type SortKey,
  sortOrderName,
} from "./listing-order";
import { addRowConditions, buildListingQuery, searchProbeSql } from "./listing-query";
import { tagKeySql } from "./listing-tag-sql";
import { type Page, readListingPage } from "./page";
import { IN_ROW_SET } from "./row-set-function";
import type { PrefixListRead } from "./search-prefix-terms";

/**
 * Rows a bounded walk reads at most per row its page holds: a filter matching an eighth of the
 * rows walked fills its page. Testing a row against a search costs 10-20 µs, so a page of 30
 * that does not fill costs 2.5-5 ms before it is read the other way.
 */
export const ROWS_PER_PAGE_ROW = 8;
/** Larger pages are not walked first: a walk that does not fill would cost more than it could save. */
const MAX_WALKED_PAGE = 100;

/** One page of a planned listing: its tables, columns, filter (planned) and page. */
export interface ListingRead<T> {
  tables: ListingTables;
  columns: string;
  filter: ListingFilter;
  /** How the search's last word is read from a prefix list, if it is (SearchPrefixTerms.prefixListRead). */
  prefixList: PrefixListRead | undefined;
  /**
   * For a listing without a search: whether its page is first read by a bounded walk down the
   * sort index, before it is planned (see walksFirst in listing-plan.ts).
   */
  walkFirst?: boolean;
  /** Rows a bounded walk may read, when not ROWS_PER_PAGE_ROW per row of the page. */
  maxWalkedRows?: number;
  sort: SortKey;
  direction: SortDirection;
  limit: number;
  cursor: CursorPosition | undefined;
  map: (row: Record<string, unknown>) => T;
}

/**
 * A page read by a bounded walk down an index in page order, testing each row walked: first
 * against the filter's conditions, then against its search, if any, a lookup of the row's key in
 * the full-text index. The walk stops once the page is full. Otherwise a search's page is read with
 * a lookup table of every match: 130-150 ms for a search matching a million models (decision 054),
 * and 200-570 ms within a task, where the plan also counts the matches (decision 058). A filter
 * without a search is planned by counting its matches up to a few thousand first: 40-80 ms for
 * text-generation and a licence tag without tag rows at a million models (decision 061).
 *
 * It serves:
 * - a search whose last word is read from a prefix list (such a word matches a large share of
 *   the rows, and a row is tested in one seek): alone when its plan walks the sort index, or as
 *   its only word among other conditions, before it is planned;
 * - a filter without a search that `walkFirst` marks (see walksFirst in listing-plan.ts), before
 *   it is planned;
 * - a search among other conditions whose set stands in for it (`searchRowSet`, decision 063):
 *   each row's bit is tested before the other conditions.
 *
 * The walk reads at most ROWS_PER_PAGE_ROW rows per row of the page, or `maxWalkedRows`; undefined
 * when those do not fill it (the caller reads the page the usual way), or when the listing is none
 * of these.
 */
export function readBoundedWalkPage<T>(db: Database, walk: ListingRead<T>): Page<T> | undefined {
  const { tables, filter, sort, direction, limit, cursor } = walk;
  const key = tables.searchKey;
  if (limit > MAX_WALKED_PAGE) return undefined;
  if (filter.match === undefined) {
    if (!walk.walkFirst && filter.searchRowSet === undefined) return undefined;
  } else {
    if (!key || !walk.prefixList) return undefined;
    // Among other conditions, only a one-letter search alone: after other words, the matches are
    // no more than those words', often few, and a row's test of a phrase can take milliseconds.
    if (isFilteredSearch(filter) ? walk.prefixList !== "word" : !filter.walkSortIndex) return undefined;
  }
  const rows = walk.maxWalkedRows ?? (limit + 1) * ROWS_PER_PAGE_ROW;
  const source = walkSource(tables, filter, sort);
  const params: SqlValue[] = [];
  const order = pageOrder(source.sortExprs, source.rowid, direction, cursor, params);
  const where = order.after ? [order.after] : [];
  where.push(...source.where);
  params.push(...source.params);
  // The last row the walk may read (of those its source holds); none when fewer are left.
  const walked = [...source.sortExprs, source.rowid];
  const last = db.get<{ values: string }>(
    `SELECT json_array(${walked.join(", ")}) AS "values" FROM ${source.rowsFrom ?? source.from}
      ${where.length ? `WHERE ${where.join(" AND ")}` : ""} ORDER BY ${order.orderBy} LIMIT 1 OFFSET ?`,
    [...params, rows - 1],
  );
  if (last) {
    const bound = JSON.parse(last.values) as SqlValue[];
    where.push(
      `(${walked.join(", ")}) ${direction === "desc" ? ">=" : "<="} (${bound.map(() => "?").join(", ")})`,
    );
    params.push(...bound);
  }
  // A bit of the search's set first: it costs less than any other test.
  if (filter.searchRowSet !== undefined) {
    where.push(`${IN_ROW_SET}(?, ${source.rowid})`);
    params.push(filter.searchRowSet);
  }
  // The other conditions next: a probe of the full-text index costs more.
  addRowConditions(tables, source.rest, where, params);
  if (key && filter.match !== undefined) {
    where.push(searchProbeSql(tables, key));
    params.push(filter.match);
  }
  params.push(limit + 1);
  const sql = `SELECT ${walk.columns}, m.rowid AS rowid, ${order.selected} FROM ${source.from}
    WHERE ${where.join(" AND ")} ORDER BY ${order.orderBy} LIMIT ?`;
  const page = readListingPage(db, { sql, params }, limit, sortOrderName(sort, direction), walk.map);
  // Rows were read in page order: a full page is right, and so is any page that read to the end.
  return page.nextCursor || !last ? page : undefined;
}

/** The rows a bounded walk reads in page order, and the conditions left to test on each. */
interface WalkSource {
  /** The tables (`m`, the main table, and maybe `t`, a tag's rows) and their conditions. */
  from: string;
  /** The tables the walk's bound is read from, when fewer than `from` (a tag's rows alone). */
  rowsFrom?: string;
  where: string[];
  params: SqlValue[];
  /** The page order's columns and rowid, as the source holds them. */
  sortExprs: string[];
  rowid: string;
  /** The filter without the conditions the source applies. */
  rest: ListingFilter;
}

/**
 * Where a bounded walk reads its rows: sorted by downloads, the rows of an equality's own index
 * (column, downloads) or else of a tag's rows, (tag, downloads, rowid), both in page order, so
 * that the walk reads only rows meeting that condition; otherwise, and for a plain search, the
 * sort index. Its conditions are applied by the source, the others tested on each row.
 */
function walkSource(tables: ListingTables, filter: ListingFilter, sort: SortKey): WalkSource {
  const rest = { ...filter, match: undefined };
  const main = (from: string): WalkSource => ({
    from,
    where: [],
    params: [],
    sortExprs: SORT_COLUMNS[sort].map((column) => `m.${column}`),
    rowid: "m.rowid",
    rest,
  });
  if (sort === "downloads" && filter.equals.length) {
    const source = main(`${tables.main} m`);
    addRowConditions(tables, { equals: filter.equals, tags: [] }, source.where, source.params);
    return { ...source, rest: { ...rest, equals: [] } };
  }
  const tag = sort === "downloads" ? filter.tags.find((name) => !filter.searchedTags?.has(name)) : undefined;
  if (tag === undefined)
    return main(`${tables.main} m INDEXED BY ${tables.main}_by_${SORT_INDEX_SUFFIXES[sort]}`);
  return {
    from: `${tables.tags} t CROSS JOIN ${tables.main} m ON m.rowid = t.${tables.tagRowid}`,
    rowsFrom: `${tables.tags} t`,
    where: [`t.tag = ${tagKeySql(tables)}`],
    params: [tag],
    sortExprs: ["t.downloads"],
    rowid: `t.${tables.tagRowid}`,
    rest: { ...rest, tags: filter.tags.filter((name) => name !== tag) },
  };
}

/** Whether a filter is a search among other conditions (a task, a library, tags...). */
function isFilteredSearch(filter: ListingFilter): boolean {
  return filter.match !== undefined && conditionCount(filter) > 1;
}

/**
 * Reads one page of a listing: by a bounded walk when one fills it, else (a search among other
 * conditions) by `afterWalk` when that reads it, else by its query as `plan` sets it up (the
 * plan's choices are set on the filter). A search among other conditions, and a
 * filter `walkFirst` marks, try the walk before they are planned: planning counts matches, which
 * for a word read from a prefix list can be every row.
 */
export function readListing<T>(
  db: Database,
  read: ListingRead<T>,
  plan: () => Partial<ListingFilter> = () => ({}),
  afterWalk: () => Page<T> | undefined = () => undefined,
): Page<T> {
  const filtered = isFilteredSearch(read.filter);
  const early = filtered || read.walkFirst ? readBoundedWalkPage(db, read) : undefined;
  if (early) return early;
  // Another way the caller has, once the walk did not fill the page, before it is planned.
  const instead = filtered ? afterWalk() : undefined;
  if (instead) return instead;
  const filter = { ...read.filter, ...plan() };
  // A search alone is walked as planned (walkSortIndex: many matches).
  const probed =
    filter.match !== undefined && !filtered ? readBoundedWalkPage(db, { ...read, filter }) : undefined;
  if (probed) return probed;
  const { tables, columns, sort, direction, limit, cursor } = read;
  const listing = buildListingQuery(tables, columns, filter, sort, direction, limit, cursor);
  return readListingPage(db, listing, limit, sortOrderName(sort, direction), read.map);
}
