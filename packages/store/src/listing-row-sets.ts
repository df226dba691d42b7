import type { ListingFilter, ListingTables } from "./listing-query";
import { tagKeySql } from "./listing-tag-sql";
import { RowBitset } from "./row-bitset";
import type { RowBitsetCache } from "./row-bitset-cache";

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
 * How many rows match every condition of `filter`: the size of the intersection of each
 * condition's row set, read into the cache when it is not already there (decision 055). A tag
 * group's set is the union of its tags' sets, which stay cached on their own too. Every tag must
 * have tag rows (none among `filter.searchedTags`): the set of a tag without would be read by
 * scanning the table, 200-250 ms at a million models, more than SQL takes to count the filter
 * driven by another condition.
 */
export function countByRowSets(cache: RowBitsetCache, tables: ListingTables, filter: ListingFilter): number {
  if (filter.searchedTags?.size) throw new Error("tags without tag rows are not counted by row sets");
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
  return RowBitset.intersectionSize(sets);
}
