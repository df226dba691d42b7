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
import { type ListingConditions, matchingRowsSql, namesMatch } from "./listing-conditions";

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
 * every tagged row and sorting them. The planner cannot tell (the tag is named by a subquery),
 * and chose the latter: 9 s for a million-model catalogue's commonest tags by likes. Walking
 * costs about `limit` / share probes, reading `count`: it wins past count = sqrt(limit x rows).
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
  const rows = matchingRowsSql(table, conditions, true, { rowsFirst });
  const params: SqlValue[] = [...rows.params];
  const columns = SORT_COLUMNS[read.sort].map((column) => `m.${column}`);
  const order = keysetOrder(table, conditions, read.sort);
  let after = "";
  if (read.cursor) {
    const values = Array.isArray(read.cursor.value) ? read.cursor.value : [read.cursor.value];
    after = ` AND ${order.after(read.direction === "desc" ? "<" : ">")}`;
    params.push(...values, read.cursor.rowid);
  }
  const dir = read.direction === "desc" ? "DESC" : "ASC";
  const orderBy = order.columns.map((column) => `${column} ${dir}`).join(", ");
  const sortValues = columns.map((column, i) => `${column} AS sort_value_${i}`).join(", ");
  const sql = `SELECT ${read.columns}, m.rowid AS page_rowid, ${sortValues} FROM ${rows.from} WHERE ${rows.where}${after} ORDER BY ${orderBy} LIMIT ?`;
  params.push(read.limit + 1);
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
