import type { SqlValue } from "../database";
import { type ListedTable, ROW_SEARCH_KEY, SEARCH_ROWID } from "./listed-table";

/** What a listing asks for, already validated. Every condition given must hold. */
export interface ListingConditions {
  /** Column equalities, e.g. ["pipeline_tag", "text-generation"]. */
  equals: [column: string, value: string][];
  /** Tags every row carries. */
  tags: string[];
  /** Groups of tags: a row carries at least one tag of each group. */
  anyTags: string[][];
  /** An FTS5 MATCH expression over the full-text table. */
  match?: string;
  /** True when nothing can match (a search without a searchable word, an app no rule knows). */
  empty: boolean;
}

/** Whether the conditions ask for nothing: every row matches. */
export function isUnconditional(conditions: ListingConditions): boolean {
  return (
    !conditions.equals.length && !conditions.tags.length && !conditions.anyTags.length && !conditions.match
  );
}

/** The FROM and WHERE of the rows matching the conditions, over the main table `m`. */
export interface MatchingRowsSql {
  /** `models m JOIN ...`: the search and every required tag are joins the planner may drive by. */
  from: string;
  /** The conditions, `TRUE` when there are none. */
  where: string;
  params: SqlValue[];
}

/**
 * The SQL of the rows matching `conditions`. Required tags and the search are joins, so that the
 * database's planner picks which condition to read first from its statistics; a tag row's
 * downloads equal its row's, which lets a walk of the downloads index probe tag rows by their
 * whole key, and a walk of a tag's rows (in downloads order) stand for the listing's order.
 */
export function matchingRowsSql(table: ListedTable, conditions: ListingConditions): MatchingRowsSql {
  const joins: string[] = [];
  const where: string[] = [];
  const joinParams: SqlValue[] = [];
  const params: SqlValue[] = [];
  if (conditions.match !== undefined) {
    // Both ways: the planner may read the matches first, or probe them from rows read otherwise.
    joins.push(`JOIN ${table.fts} f ON f.rowid = ${ROW_SEARCH_KEY} AND m.rowid = ${SEARCH_ROWID}`);
    where.push(`${table.fts} MATCH ?`);
    params.push(conditions.match);
  }
  conditions.tags.forEach((tag, i) => {
    joins.push(
      `JOIN ${table.tags} t${i} ON t${i}.tag = ${table.tagKey} AND t${i}.downloads = m.downloads AND t${i}.${table.tagRowid} = m.rowid`,
    );
    joinParams.push(tag);
  });
  for (const group of conditions.anyTags) {
    const keys = group.map(() => table.tagKey).join(", ");
    where.push(
      `EXISTS (SELECT 1 FROM ${table.tags} g WHERE g.tag IN (${keys}) AND g.downloads = m.downloads AND g.${table.tagRowid} = m.rowid)`,
    );
    params.push(...group);
  }
  for (const [column, value] of conditions.equals) {
    where.push(`m.${column} = ?`);
    params.push(value);
  }
  return {
    from: [`${table.main} m`, ...joins].join(" "),
    where: where.length ? where.join(" AND ") : "TRUE",
    params: [...joinParams, ...params],
  };
}

/**
 * `SELECT 1` for each row matching `conditions`, for counting them. A search alone is counted on
 * the full-text table, one row per model or dataset, without reading the rows it keys.
 */
export function eachMatchSql(
  table: ListedTable,
  conditions: ListingConditions,
): { sql: string; params: SqlValue[] } {
  const { equals, tags, anyTags, match } = conditions;
  if (match !== undefined && !equals.length && !tags.length && !anyTags.length) {
    return { sql: `SELECT 1 FROM ${table.fts} WHERE ${table.fts} MATCH ?`, params: [match] };
  }
  const rows = matchingRowsSql(table, conditions);
  return { sql: `SELECT 1 FROM ${rows.from} WHERE ${rows.where}`, params: rows.params };
}
