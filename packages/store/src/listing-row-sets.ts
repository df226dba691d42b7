import type { DataVersionCache } from "./data-version-cache";
import type { FacetColumn } from "./facet-column";
import type { ListingFilter, ListingTables } from "./listing-query";
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
    filter.equals.every(([column, value]) => cache.has(key.equals(column, value))) &&
    filter.tags.every((tag) => cache.has(key.tag(tag))) &&
    (filter.anyTags ?? []).every((group) => cache.has(key.anyTag(group))) &&
    (filter.match === undefined || cache.has(key.match(filter.match)))
  );
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
      cache.get(key.equals(column, value), () => ({
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
  if (filter.match !== undefined) {
    const match = filter.match;
    const rowid = tables.searchKey ? tables.searchKey.rowid("rowid") : "rowid";
    sets.push(
      cache.get(key.match(match), () => ({
        sql: `SELECT ${rowid} FROM ${tables.fts} WHERE ${tables.fts} MATCH ?`,
        params: [match],
      })),
    );
  }
  return sets;
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
