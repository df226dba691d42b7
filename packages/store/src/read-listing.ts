// Reads a planned listing's page: by a probed walk when one fills it (docs/decisions/054), else by
// its query (buildListingQuery).
import type { CursorPosition } from "./cursor";
import type { Database, SqlValue } from "./database";
import type { ListingFilter, ListingTables } from "./listing-filter";
import {
  pageOrder,
  SORT_COLUMNS,
  SORT_INDEX_SUFFIXES,
  type SortDirection,
  type SortKey,
  sortOrderName,
} from "./listing-order";
import { buildListingQuery } from "./listing-query";
import { type Page, readListingPage } from "./page";

/**
 * Sort-index rows a probed walk reads at most per row its page holds: a search matching an
 * eighth of the rows walked fills its page. Testing a row costs 10-20 µs, so a page of 30 that
 * does not fill costs 2.5-5 ms before it is read the other way.
 */
const ROWS_PER_PAGE_ROW = 8;
/** Larger pages are not probed: a walk that does not fill would cost more than it could save. */
const MAX_PROBED_PAGE = 100;

/** One page of a planned listing: its tables, columns, filter (planned) and page. */
export interface ListingRead<T> {
  tables: ListingTables;
  columns: string;
  filter: ListingFilter;
  /** Whether the search's last word is read from a prefix list (SearchPrefixTerms.readsPrefixList). */
  readsPrefixList: boolean;
  sort: SortKey;
  direction: SortDirection;
  limit: number;
  cursor: CursorPosition | undefined;
  map: (row: Record<string, unknown>) => T;
}

/**
 * A page of a plain search that walks its sort index (ListingFilter.walkSortIndex), read by
 * testing each row walked against the search, a lookup of its key in the full-text index: the
 * walk stops once the page is full. The usual walk first builds a lookup table of every match,
 * 130-150 ms for a search matching a million models (docs/decisions/054).
 *
 * Only for a search whose last word is read from a prefix list: such a word matches a large share
 * of the rows, and a row is tested in one seek. The walk reads at most ROWS_PER_PAGE_ROW rows per
 * row of the page; undefined when those do not fill it (the caller reads the page the usual way),
 * or when the listing is not such a search.
 */
export function readProbedWalkPage<T>(db: Database, walk: ListingRead<T>): Page<T> | undefined {
  const { tables, filter, sort, direction, limit, cursor } = walk;
  const key = tables.searchKey;
  const plainSearch =
    filter.match !== undefined &&
    !filter.equals.length &&
    !filter.tags.length &&
    !filter.anyTags?.length &&
    !filter.searchedTags?.size;
  if (!key || !plainSearch || !filter.walkSortIndex || !walk.readsPrefixList || limit > MAX_PROBED_PAGE) {
    return undefined;
  }
  const rows = (limit + 1) * ROWS_PER_PAGE_ROW;
  const exprs = SORT_COLUMNS[sort].map((column) => `m.${column}`);
  const from = `${tables.main} m INDEXED BY ${tables.main}_by_${SORT_INDEX_SUFFIXES[sort]}`;
  const params: SqlValue[] = [];
  const order = pageOrder(exprs, "m.rowid", direction, cursor, params);
  const where = order.after ? [order.after] : [];
  // The last row the walk may read, from the index alone; none when fewer rows are left.
  const last = db.get<{ values: string }>(
    `SELECT json_array(${[...exprs, "m.rowid"].join(", ")}) AS "values" FROM ${from}
      ${where.length ? `WHERE ${where.join(" AND ")}` : ""} ORDER BY ${order.orderBy} LIMIT 1 OFFSET ?`,
    [...params, rows - 1],
  );
  if (last) {
    const bound = JSON.parse(last.values) as SqlValue[];
    where.push(
      `(${[...exprs, "m.rowid"].join(", ")}) ${direction === "desc" ? ">=" : "<="} (${bound.map(() => "?").join(", ")})`,
    );
    params.push(...bound);
  }
  where.push(
    `EXISTS (SELECT 1 FROM ${tables.fts} f WHERE f.${tables.fts} MATCH ? AND f.rowid = ${key.of("m.downloads", "m.rowid")})`,
  );
  params.push(filter.match as string, limit + 1);
  const sql = `SELECT ${walk.columns}, m.rowid AS rowid, ${order.selected} FROM ${from}
    WHERE ${where.join(" AND ")} ORDER BY ${order.orderBy} LIMIT ?`;
  const page = readListingPage(db, { sql, params }, limit, sortOrderName(sort, direction), walk.map);
  // Rows were read in page order: a full page is right, and so is any page that read to the end.
  return page.nextCursor || !last ? page : undefined;
}

/** Reads one page of a planned listing: by a probed walk when one fills it, else by its query. */
export function readListing<T>(db: Database, read: ListingRead<T>): Page<T> {
  const probed = readProbedWalkPage(db, read);
  if (probed) return probed;
  const { tables, columns, filter, sort, direction, limit, cursor } = read;
  const listing = buildListingQuery(tables, columns, filter, sort, direction, limit, cursor);
  return readListingPage(db, listing, limit, sortOrderName(sort, direction), read.map);
}
