import { type CursorPosition, encodeCursor } from "../cursor";
import type { Database, SqlValue } from "../database";
import { readFacetCount } from "../facet-tally";
import { highestRowid } from "../highest-rowid";
import {
  decodeListingCursor,
  SORT_COLUMNS,
  type SortDirection,
  type SortKey,
  sortOrderName,
} from "../listing-order";
import { type Page, type PageQuery, pageSize } from "../page";
import { searchKeySql } from "../search-key";
import type { ListedTable } from "./listed-table";
import {
  type ListingConditions,
  type MatchingRowsSql,
  matchingRowsSql,
  namesMatch,
} from "./listing-conditions";

/**
 * The matches of a search of names that a page sorted otherwise than by downloads reads and
 * sorts; past this many, it walks its order's index instead (see readPage).
 */
const FEW_MATCHES = 2_000;

/** What a page is ordered by, and the condition of the rows after a cursor's (`?` for its values). */
interface KeysetOrder {
  columns: string[];
  after: (comparison: "<" | ">") => string;
}

/** The keyset order of the rows `columns` name (row values compared as one). */
function rowValueOrder(columns: string[]): KeysetOrder {
  const placeholders = columns.map(() => "?").join(", ");
  return { columns, after: (comparison) => `(${columns.join(", ")}) ${comparison} (${placeholders})` };
}

/**
 * The order of a page: the sort's columns then the rowid. Sorted by downloads, a search of names
 * is read in its full-text keys' order and a tag in its tag rows' order, which are the same order
 * (search-key.ts; `model_tags` is keyed by downloads): the planner can then read the page from
 * that index without sorting every match.
 */
function keysetOrder(table: ListedTable, conditions: ListingConditions, sort: SortKey): KeysetOrder {
  if (sort === "downloads" && namesMatch(conditions) !== undefined) {
    return { columns: ["f.rowid"], after: (comparison) => `f.rowid ${comparison} ${searchKeySql("?", "?")}` };
  }
  if (sort === "downloads" && conditions.tags.length)
    return rowValueOrder(["t0.downloads", `t0.${table.tagRowid}`]);
  return rowValueOrder([...SORT_COLUMNS[sort].map((column) => `m.${column}`), "m.rowid"]);
}

/**
 * Whether every required tag is common enough that a page sorted by a column of the main table
 * is read faster by walking that column's index and probing each row's tags than by reading
 * every tagged row and sorting them. The planner cannot tell (the tag is named by a subquery)
 * and reads and sorts, which for a large catalogue's commonest tags is very slow. Walking costs
 * about `limit` / share probes, reading `count`: it wins past count = sqrt(limit x rows).
 */
function tagsAreCommon(
  db: Database,
  table: ListedTable,
  conditions: ListingConditions,
  limit: number,
): boolean {
  if (!conditions.tags.length || namesMatch(conditions) !== undefined) return false;
  const rows = highestRowid(db, table.main);
  const common = Math.sqrt((limit + 1) * rows);
  return conditions.tags.every((tag) => readFacetCount(db, table.subject, "tag", tag) > common);
}

/** How one page is read. */
export interface PageRead<T> {
  /** The selected columns, over `m` (the main table). */
  columns: string;
  sort: SortKey;
  direction: SortDirection;
  limit: number;
  cursor?: CursorPosition;
  map: (row: Record<string, unknown>) => T;
}

/**
 * One page of the rows matching `conditions`, in keyset order: the sort's columns then the rowid,
 * resuming after the cursor's row. Reads `limit + 1` rows to learn whether a next page exists.
 */
export function readPage<T>(
  db: Database,
  table: ListedTable,
  conditions: ListingConditions,
  read: PageRead<T>,
): Page<T> {
  if (conditions.empty) return { items: [] };
  const rowsFirst = read.sort !== "downloads" && tagsAreCommon(db, table, conditions, read.limit);
  const columns = SORT_COLUMNS[read.sort].map((column) => `m.${column}`);
  const order = keysetOrder(table, conditions, read.sort);
  const dir = read.direction === "desc" ? "DESC" : "ASC";
  const sortValues = columns.map((column, i) => `${column} AS sort_value_${i}`).join(", ");
  const params: SqlValue[] = [];
  /** The page's statement over some rows; with `when` (SQL, params), it reads nothing unless that holds. */
  const pageSql = (rows: MatchingRowsSql, when?: [string, SqlValue[]]) => {
    let where = rows.where;
    params.push(...rows.params);
    if (read.cursor) {
      const values = Array.isArray(read.cursor.value) ? read.cursor.value : [read.cursor.value];
      where += ` AND ${order.after(read.direction === "desc" ? "<" : ">")}`;
      params.push(...values, read.cursor.rowid);
    }
    const orderBy = order.columns.map((column) => `${column} ${dir}`).join(", ");
    // In the LIMIT, which SQLite computes once before reading any row (a constant condition
    // in the WHERE would be tested row by row).
    let limit = "?";
    if (when) {
      limit = `CASE WHEN ${when[0]} THEN ? ELSE 0 END`;
      params.push(...when[1]);
    }
    params.push(read.limit + 1);
    return `SELECT ${read.columns}, m.rowid AS page_rowid, ${sortValues} FROM ${rows.from} WHERE ${where} ORDER BY ${orderBy} LIMIT ${limit}`;
  };
  const names = namesMatch(conditions);
  let sql: string;
  if (names === undefined || read.sort === "downloads") {
    sql = pageSql(matchingRowsSql(table, conditions, true, { rowsFirst }));
  } else {
    // Sorted otherwise than by downloads, a search of names is read one of two ways, whichever
    // its number of matches makes short: few matches are read and sorted; more are found by
    // walking the index of the page's order and comparing each row with the terms, where a
    // common term fills a page within a few hundred rows (sorting them would read 43,000 rows
    // of a million for "llama", and walking finds a rare term's few only at the end of the index).
    params.push(names);
    const matches = `WITH few_matches (rowid) AS MATERIALIZED (SELECT rowid FROM ${table.search.names} WHERE ${table.search.names} MATCH ? LIMIT ${FEW_MATCHES + 1})`;
    const few = `(SELECT count(*) FROM few_matches) <= ${FEW_MATCHES}`;
    const walked = pageSql(matchingRowsSql(table, conditions, true, { rowsFirst, namesProbed: true }), [
      `NOT ${few}`,
      [],
    ]);
    const sorted = pageSql(
      matchingRowsSql(table, conditions, true, { namesFirst: true, namesRows: "few_matches" }),
      [few, []],
    );
    const outerOrder = [...columns.map((_, i) => `sort_value_${i}`), "page_rowid"]
      .map((column) => `${column} ${dir}`)
      .join(", ");
    sql = `${matches} SELECT * FROM (${walked}) UNION ALL SELECT * FROM (${sorted}) ORDER BY ${outerOrder}`;
  }
  const found = db.all<Record<string, unknown>>(sql, params);
  const page: Page<T> = { items: found.slice(0, read.limit).map(read.map) };
  const last = found[read.limit - 1];
  if (found.length > read.limit && last) {
    const values = columns.map((_, i) => last[`sort_value_${i}`] as number | string);
    page.nextCursor = encodeCursor({
      order: sortOrderName(read.sort, read.direction),
      value: values.length === 1 ? (values[0] as number | string) : values,
      rowid: last.page_rowid as number,
    });
  }
  return page;
}

/**
 * The page a query's paging fields ask for (limit, sort, direction, cursor), each checked: a bad
 * limit throws InvalidQueryError, a cursor of another order InvalidCursorError.
 */
export function readQueryPage<T>(
  db: Database,
  table: ListedTable,
  conditions: ListingConditions,
  query: PageQuery,
  columns: string,
  map: (row: Record<string, unknown>) => T,
): Page<T> {
  const limit = pageSize(query.limit);
  const sort = query.sort ?? "downloads";
  const direction = query.direction ?? "desc";
  const cursor = query.cursor === undefined ? undefined : decodeListingCursor(query.cursor, sort, direction);
  return readPage(db, table, conditions, { columns, sort, direction, limit, cursor, map });
}
