import type { CursorPosition } from "./cursor";
import type { SqlValue } from "./database";
import type { ListingFilter, ListingTables } from "./listing-filter";
import {
  cursorValue,
  pageOrder,
  SORT_COLUMNS,
  SORT_INDEX_SUFFIXES,
  type SortDirection,
  type SortKey,
} from "./listing-order";
import {
  addAnyTagConditions,
  allListed,
  carriesTagSql,
  MAIN_ROW,
  type RowRef,
  tagGroupRows,
  tagKeySql,
} from "./listing-tag-sql";
import { IN_ROW_SET } from "./row-set-function";

/** The SQL of the main-table rowids whose full text matches the `?` parameter. */
function matchingRowids(tables: ListingTables): string {
  const rowid = tables.searchKey ? tables.searchKey.rowid("rowid") : "rowid";
  return `SELECT ${rowid} FROM ${tables.fts} WHERE ${tables.fts} MATCH ?`;
}

/**
 * Whether a listing is a plain search sorted by downloads over full-text rows keyed by downloads:
 * its page is read straight from the full-text index in key order (no match count needed).
 */
export function readsSearchKeyOrder(tables: ListingTables, filter: ListingFilter, sort: SortKey): boolean {
  return (
    tables.searchKey !== undefined &&
    filter.match !== undefined &&
    !filter.equals.length &&
    !filter.tags.length &&
    !filter.anyTags?.length &&
    sort === "downloads"
  );
}

/** Searches with at least this many matches walk the sort index (see ListingFilter.walkSortIndex). */
export const MANY_MATCHES = 1000;

/** The SQL that tells whether a search has at least MANY_MATCHES matches (one row, column n). */
export function manyMatchesQuery(tables: ListingTables): string {
  return `SELECT count(*) >= ${MANY_MATCHES} AS n FROM (SELECT 1 FROM ${tables.fts} WHERE ${tables.fts} MATCH ? LIMIT ${MANY_MATCHES})`;
}

/**
 * Builds the keyset-paginated SELECT of one page (`limit + 1` rows, to learn whether a next page
 * exists). Rows come back with `rowid` and `sort_value` beside the requested columns.
 *
 * With tags, the first tag's rows drive the query unless the filter walks the sort index. For the
 * downloads sort the tag table's primary key (tag, downloads, rowid) is already in page order, so
 * a page reads about `limit` index entries whatever the size of the tag.
 */
export function buildListingQuery(
  tables: ListingTables,
  columns: string,
  filter: ListingFilter,
  sort: SortKey,
  direction: SortDirection,
  limit: number,
  cursor: CursorPosition | undefined,
): { sql: string; params: SqlValue[] } {
  if (readsSearchKeyOrder(tables, filter, sort) && tables.searchKey && filter.match) {
    // The page's matches in key order, i.e. (whole downloads, rowid); the cursor is a key bound.
    const key = tables.searchKey;
    const dir = direction === "desc" ? "DESC" : "ASC";
    const params: SqlValue[] = [filter.match];
    let bound = "";
    if (cursor) {
      bound = ` AND rowid ${direction === "desc" ? "<" : ">"} ${key.of("?", "?")}`;
      params.push(cursorValue(cursor), cursor.rowid);
    }
    params.push(limit + 1);
    const sql = `SELECT ${columns}, m.rowid AS rowid, m.downloads AS sort_value
      FROM (SELECT rowid AS k FROM ${tables.fts} WHERE ${tables.fts} MATCH ?${bound} ORDER BY rowid ${dir} LIMIT ?) x
      JOIN ${tables.main} m ON m.rowid = ${key.rowid("x.k")} ORDER BY x.k ${dir}`;
    return { sql, params };
  }
  if (filter.driveBySearch && filter.match) {
    const search = { ...filter, match: filter.match };
    return searchDrivenQuery(tables, columns, search, sort, direction, limit, cursor);
  }
  const where: string[] = [];
  const params: SqlValue[] = [];
  const { from, tagDriven } = filter.walkSortIndex
    ? plainRows(
        tables,
        filter,
        `${tables.main} m INDEXED BY ${tables.main}_by_${SORT_INDEX_SUFFIXES[sort]}`,
        where,
        params,
      )
    : drivenRows(tables, filter, where, params);
  // The first tag's rows are already in page order for downloads; otherwise what drives is
  // collected and sorted (the repository walks the sort index, or reads a search's matches,
  // instead when those read less).
  const byTagRows = tagDriven && sort === "downloads";
  const sortExprs = byTagRows ? ["t.downloads"] : SORT_COLUMNS[sort].map((column) => `m.${column}`);
  const order = pageOrder(
    sortExprs,
    byTagRows ? `t.${tables.tagRowid}` : "m.rowid",
    direction,
    cursor,
    params,
  );
  if (order.after) where.push(order.after);
  const sql = `SELECT ${columns}, m.rowid AS rowid, ${order.selected} FROM ${from}
    ${where.length ? `WHERE ${where.join(" AND ")}` : ""}
    ORDER BY ${order.orderBy} LIMIT ?`;
  params.push(limit + 1);
  return { sql, params };
}

/** Where a filter's rows come from and what they are tested against (parameters in SQL order). */
interface RowSource {
  from: string;
  /** Whether the first tag's rows (`t`) drive. */
  tagDriven: boolean;
}

/**
 * The filter's rows read from `from` (the main table as `m`, or one of its indexes), every
 * condition tested on each row; the search's matches are probed.
 */
function plainRows(
  tables: ListingTables,
  filter: ListingFilter,
  from: string,
  where: string[],
  params: SqlValue[],
): RowSource {
  if (filter.rowSet !== undefined) {
    where.push(`${IN_ROW_SET}(?, m.rowid)`);
    params.push(filter.rowSet);
    return { from, tagDriven: false };
  }
  addRowConditions(tables, filter, where, params);
  addMatchCondition(tables, filter, where, params);
  return { from, tagDriven: false };
}

/**
 * The filter's rows driven by its narrowest kind of condition: a tag group's rows when the
 * repository chose so (ListingFilter.driveByTagGroup), else the first tag's posting range, else
 * the main table; the other conditions are tested on each row.
 */
function drivenRows(
  tables: ListingTables,
  filter: ListingFilter,
  where: string[],
  params: SqlValue[],
): RowSource {
  if (filter.scanMainTable) return plainRows(tables, filter, `${tables.main} m NOT INDEXED`, where, params);
  if (filter.rowids !== undefined) {
    params.push(filter.rowids);
    const from = `json_each(?) r CROSS JOIN ${tables.main} m ON m.rowid = r.value`;
    return plainRows(tables, { ...filter, rowids: undefined }, from, where, params);
  }
  if (filter.driveBySearch && filter.match) {
    // The matches first (CROSS JOIN keeps the full-text table outermost); the other conditions
    // are tested on each match's row.
    const rowid = tables.searchKey ? tables.searchKey.rowid("f.rowid") : "f.rowid";
    where.push(`f.${tables.fts} MATCH ?`);
    params.push(filter.match);
    addRowConditions(tables, filter, where, params);
    return { from: `${tables.fts} f CROSS JOIN ${tables.main} m ON m.rowid = ${rowid}`, tagDriven: false };
  }
  // The first tag that has tag rows drives: one without is only a test of the main row.
  const firstTag = filter.tags.find((tag) => !filter.searchedTags?.has(tag));
  const otherTags = filter.tags.filter((tag) => tag !== firstTag);
  const [firstGroup, ...otherGroups] = filter.anyTags ?? [];
  if (filter.driveByTagGroup && firstGroup && allListed(filter, firstGroup)) {
    const from = tagGroupRows(tables, firstGroup, params);
    return plainRows(tables, { ...filter, anyTags: otherGroups }, from, where, params);
  }
  if (firstTag === undefined || filter.driveByColumns) {
    return plainRows(tables, filter, `${tables.main} m`, where, params);
  }
  where.push(`t.tag = ${tagKeySql(tables)}`);
  params.push(firstTag);
  const from = `${tables.tags} t JOIN ${tables.main} m ON m.rowid = t.${tables.tagRowid}`;
  return { ...plainRows(tables, { ...filter, tags: otherTags }, from, where, params), tagDriven: true };
}

/**
 * Adds the search's condition: the row is among its matches, or, when the search's set stands in
 * for it (ListingFilter.searchRowSet), its bit is set.
 */
function addMatchCondition(
  tables: ListingTables,
  filter: ListingFilter,
  where: string[],
  params: SqlValue[],
  row: RowRef = MAIN_ROW,
): void {
  if (filter.searchRowSet !== undefined) {
    where.push(`${IN_ROW_SET}(?, ${row.rowid})`);
    params.push(filter.searchRowSet);
  }
  if (!filter.match) return;
  if (tables.searchKey && filter.probeSearch) {
    where.push(searchProbeSql(tables, tables.searchKey, row));
  } else if (tables.searchKey && filter.walkSortIndex) {
    // A walk tests a few hundred rows against many matches, so building the matches' lookup
    // table is most of its cost: built from their keys, which the index yields in order, it
    // takes about half the time it takes from their rowids, in no order. Driven reads test every
    // row of a condition, and computing each row's key would cost them more than that saves.
    where.push(
      `${tables.searchKey.of(row.downloads, row.rowid)} IN (SELECT rowid FROM ${tables.fts} WHERE ${tables.fts} MATCH ?)`,
    );
  } else {
    where.push(`${row.rowid} IN (${matchingRowids(tables)})`);
  }
  params.push(filter.match);
}

/**
 * The condition that a row is among the search's matches (the `?` parameter), tested by a lookup
 * of the row's key in the full-text index: one seek per list the search reads.
 */
export function searchProbeSql(
  tables: ListingTables,
  key: NonNullable<ListingTables["searchKey"]>,
  row: RowRef = MAIN_ROW,
): string {
  return `EXISTS (SELECT 1 FROM ${tables.fts} f WHERE f.${tables.fts} MATCH ? AND f.rowid = ${key.of(row.downloads, row.rowid)})`;
}

/** Adds a filter's column equalities, tags (primary-key probes) and any-of tag groups. */
export function addRowConditions(
  tables: ListingTables,
  filter: ListingFilter,
  where: string[],
  params: SqlValue[],
  row: RowRef = MAIN_ROW,
): void {
  for (const [name, value] of filter.equals) {
    where.push(`m.${name} = ?`);
    params.push(value);
  }
  for (const tag of filter.tags) where.push(carriesTagSql(tables, filter, [tag], params, row));
  addAnyTagConditions(tables, filter, where, params, row);
}

/**
 * A page read from the search's matches outward (ListingFilter.driveBySearch): each match's row is
 * tested against the other conditions. Sorted by downloads over keyed full-text rows, the matches
 * come in page order and the read stops after a page; otherwise the passing rows are sorted.
 */
function searchDrivenQuery(
  tables: ListingTables,
  columns: string,
  filter: ListingFilter & { match: string },
  sort: SortKey,
  direction: SortDirection,
  limit: number,
  cursor: CursorPosition | undefined,
): { sql: string; params: SqlValue[] } {
  const dir = direction === "desc" ? "DESC" : "ASC";
  const keyOrder = sort === "downloads" ? tables.searchKey : undefined;
  const where = [`f.${tables.fts} MATCH ?`];
  const params: SqlValue[] = [filter.match];
  addRowConditions(tables, filter, where, params);
  let selected = "m.downloads AS sort_value";
  let orderBy = `f.rowid ${dir}`;
  if (keyOrder) {
    if (cursor) {
      where.push(`f.rowid ${direction === "desc" ? "<" : ">"} ${keyOrder.of("?", "?")}`);
      params.push(cursorValue(cursor), cursor.rowid);
    }
  } else {
    const order = pageOrder(
      SORT_COLUMNS[sort].map((column) => `m.${column}`),
      "m.rowid",
      direction,
      cursor,
      params,
    );
    if (order.after) where.push(order.after);
    selected = order.selected;
    orderBy = order.orderBy;
  }
  params.push(limit + 1);
  const rowid = tables.searchKey ? tables.searchKey.rowid("f.rowid") : "f.rowid";
  // CROSS JOIN keeps the full-text table outermost.
  const sql = `SELECT ${columns}, m.rowid AS rowid, ${selected}
    FROM ${tables.fts} f CROSS JOIN ${tables.main} m ON m.rowid = ${rowid}
    WHERE ${where.join(" AND ")}
    ORDER BY ${orderBy} LIMIT ?`;
  return { sql, params };
}

/**
 * `SELECT ${select}` over the rows a filter matches (no cursor, no order; `m` is the main table):
 * the base of counts, bounded counts and tallies.
 */
export function buildMatchingRowsQuery(
  tables: ListingTables,
  filter: ListingFilter,
  select: string,
): { sql: string; params: SqlValue[] } {
  const where: string[] = [];
  const params: SqlValue[] = [];
  const { from } = drivenRows(tables, filter, where, params);
  return {
    sql: `SELECT ${select} FROM ${from} ${where.length ? `WHERE ${where.join(" AND ")}` : ""}`,
    params,
  };
}

/**
 * Builds a COUNT(*) (column `n`) over the rows a filter matches (no cursor). With tags and no
 * column condition, the first tag's rows are counted alone: each carries its row's rowid and
 * downloads, which is all the other tags, tag groups and the search are tested on, so the main
 * table's rows are never read (a search and a tag at a million models: 1 s -> 54 ms).
 */
export function buildCountQuery(
  tables: ListingTables,
  filter: ListingFilter,
): { sql: string; params: SqlValue[] } {
  const [firstTag, ...otherTags] = filter.tags;
  // Tags without tag rows are tested on the main table's rows, which this count never reads.
  const searchesRows = filter.searchedTags?.size;
  if (
    firstTag === undefined ||
    filter.equals.length ||
    filter.driveByTagGroup ||
    filter.driveBySearch ||
    filter.rowids !== undefined ||
    searchesRows
  ) {
    return buildMatchingRowsQuery(tables, filter, "count(*) AS n");
  }
  const where = [`t.tag = ${tagKeySql(tables)}`];
  const params: SqlValue[] = [firstTag];
  const row: RowRef = { rowid: `t.${tables.tagRowid}`, downloads: "t.downloads" };
  addRowConditions(tables, { ...filter, tags: otherTags }, where, params, row);
  addMatchCondition(tables, filter, where, params, row);
  return { sql: `SELECT count(*) AS n FROM ${tables.tags} t WHERE ${where.join(" AND ")}`, params };
}
