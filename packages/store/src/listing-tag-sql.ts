import type { SqlValue } from "./database";
import type { ListingFilter, ListingTables } from "./listing-filter";

// The SQL of a listing's tag conditions (listing-query.ts builds the rest of its query): probes
// of the tag table, and searches of a row's own tag list for tags without tag rows.

/** The SQL a tag column is compared with, for a tag name bound as a parameter. */
export function tagKeySql(tables: ListingTables): string {
  return tables.tagKey ?? "?";
}

/** The SQL of a filtered row's rowid and downloads: the main table's (`m`), or a tag row's (`t`). */
export interface RowRef {
  rowid: string;
  downloads: string;
}

export const MAIN_ROW: RowRef = { rowid: "m.rowid", downloads: "m.downloads" };

/**
 * The condition that a row carries one of `tags` (their names or ids are added to `params`):
 * exact primary-key probes of the tag table, whose rows carry the row's downloads, and for the
 * tags without tag rows (`filter.searchedTags`), a search of the main row's tag list, which
 * needs `row` to be the main table's.
 */
export function carriesTagSql(
  tables: ListingTables,
  filter: ListingFilter,
  tags: readonly string[],
  params: SqlValue[],
  row: RowRef,
): string {
  const conditions: string[] = [];
  const listed: string[] = [];
  for (const tag of tags) {
    const bytes = filter.searchedTags?.get(tag);
    if (bytes === undefined) {
      listed.push(tag);
      continue;
    }
    if (row !== MAIN_ROW || !tables.tagList)
      throw new Error("tags without tag rows are tested on a main row");
    conditions.push(`instr(m.${tables.tagList}, ?) > 0`);
    params.push(bytes);
  }
  if (listed.length) {
    params.push(...listed);
    const tag =
      listed.length === 1
        ? `x.tag = ${tagKeySql(tables)}`
        : `x.tag IN (${listed.map(() => tagKeySql(tables)).join(", ")})`;
    conditions.push(
      `EXISTS (SELECT 1 FROM ${tables.tags} x WHERE ${tag} AND x.downloads = ${row.downloads} AND x.${tables.tagRowid} = ${row.rowid})`,
    );
  }
  return conditions.length === 1 ? (conditions[0] ?? "") : `(${conditions.join(" OR ")})`;
}

/** Whether each of `tags` has tag rows (none is among the filter's searched tags). */
export function allListed(filter: ListingFilter, tags: readonly string[]): boolean {
  return !tags.some((tag) => filter.searchedTags?.has(tag));
}

/** Adds a condition per group of `anyTags`: the row carries one of the group's tags. */
export function addAnyTagConditions(
  tables: ListingTables,
  filter: ListingFilter,
  where: string[],
  params: SqlValue[],
  row: RowRef = MAIN_ROW,
): void {
  for (const group of filter.anyTags ?? []) where.push(carriesTagSql(tables, filter, group, params, row));
}

/**
 * The FROM clause of the rows carrying any tag of `group` (ListingFilter.driveByTagGroup), its
 * parameters added. A row with several of the tags has several tag rows: DISTINCT keeps one.
 */
export function tagGroupRows(tables: ListingTables, group: readonly string[], params: SqlValue[]): string {
  params.push(...group);
  const keys = group.map(() => tagKeySql(tables)).join(", ");
  return `(SELECT DISTINCT ${tables.tagRowid} AS r FROM ${tables.tags} WHERE tag IN (${keys})) g
    CROSS JOIN ${tables.main} m ON m.rowid = g.r`;
}
