import { type RawBuilder, type SqlBool, sql } from "kysely";
import { AFTER_PREFIX } from "../prefix-range";
import type { ListedTable } from "./listed-table";

// How a tag table's key names its tag, the same SQL on both engines: model tag rows hold integer
// ids named in `model_tag_names` (three numbers a row store and sort far lighter than a name),
// dataset tag rows hold names. Both engines compare
// tags byte by byte (PostgreSQL's tag columns are `COLLATE "C"`), so a prefix is a key range.

/** Whether `table`'s tag rows hold tag ids rather than names. */
const keysAreIds = (table: ListedTable) => table.main === "models";

/** Whether `value` starts with one of `prefixes`, as a range of its index. */
function inRanges(value: RawBuilder<unknown>, prefixes: readonly string[]): RawBuilder<SqlBool> {
  return sql<SqlBool>`(${sql.join(
    prefixes.map((prefix) => sql`(${value} >= ${prefix} AND ${value} < ${`${prefix}${AFTER_PREFIX}`})`),
    sql` OR `,
  )})`;
}

/**
 * How an engine finds the ids of tags by name: `idIn(key, tags)` is whether the tag id `key` is
 * that of one of `tags`.
 */
export type TagIdIn = (key: RawBuilder<unknown>, tags: readonly string[]) => RawBuilder<SqlBool>;

/** Whether the tag key `key` (a tag table's column) names one of `tags`, ids found by `idIn`. */
export function tagKeyIn(
  idIn: TagIdIn,
): (table: ListedTable, key: RawBuilder<unknown>, tags: readonly string[]) => RawBuilder<SqlBool> {
  return (table, key, tags) =>
    keysAreIds(table) ? idIn(key, tags) : sql<SqlBool>`${key} IN (${sql.join([...tags])})`;
}

/** Whether the tag key `key` names a tag starting with one of `prefixes`. */
export function tagKeyStartsWith(
  table: ListedTable,
  key: RawBuilder<unknown>,
  prefixes: readonly string[],
): RawBuilder<SqlBool> {
  if (!keysAreIds(table)) return inRanges(key, prefixes);
  return sql<SqlBool>`${key} IN (SELECT id FROM model_tag_names WHERE ${inRanges(sql.ref("tag"), prefixes)})`;
}

/** The tag's name of the tag key `key`. */
export function tagKeyName(table: ListedTable, key: RawBuilder<unknown>): RawBuilder<string> {
  return keysAreIds(table)
    ? sql<string>`(SELECT tag FROM model_tag_names WHERE id = ${key})`
    : sql<string>`${key}`;
}
