import { type RawBuilder, type SqlBool, sql } from "kysely";
import { cardQuery, containsPattern, isTrigramTerm, namesQuery } from "../full-text-query";
import { AFTER_PREFIX } from "../prefix-range";
import { ROWID_BITS, rowidOfSearchKeySql, SEARCH_TABLES, searchKeySql } from "../search-key";
import type { ListedTable } from "./listed-table";
import type { ListingEngine, NamesTable } from "./listing-engine";

/** The rows whose full-text rows (keyed by downloads and rowid, see search-key.ts) match an FTS5 query. */
const rowsMatching = (fullText: string, query: string) =>
  sql<SqlBool>`m.rowid IN (SELECT ${sql.raw(rowidOfSearchKeySql("rowid"))} FROM ${sql.table(fullText)} WHERE ${sql.table(fullText)} MATCH ${query})`;

/** Model tag rows hold tag ids (migration 003), named in `model_tag_names`; dataset tag rows hold names. */
const namesIds = (table: ListedTable) => table.main === "models";

/**
 * SQLite: ids and authors found through the FTS5 trigram tables `<kind>_names`, which hold every
 * three characters; a term shorter than that has no trigram and is compared with the row (LIKE).
 * Card words through `<kind>_fts`.
 */
export const SQLITE_LISTING_ENGINE: ListingEngine = {
  namesTable(table, words): NamesTable | undefined {
    const long = words.filter(isTrigramTerm);
    if (!long.length) return undefined;
    const names = sql.table(SEARCH_TABLES[table.main].names);
    return {
      from: sql`${names}`,
      // Tied both ways, so that the planner may read the matches first or probe them row by row.
      on: sql<SqlBool>`m.rowid = ${sql.raw(rowidOfSearchKeySql("f.rowid"))} AND f.rowid = ${sql.raw(searchKeySql("m.downloads", "m.rowid"))} AND f.${names} MATCH ${namesQuery(long)}`,
      key: sql.ref("f.rowid"),
      keyOf: (downloads, rowid) =>
        sql`((min(max(CAST(${downloads} AS INTEGER), 0), 4294967295) << ${sql.raw(String(ROWID_BITS))}) + CAST(${rowid} AS INTEGER))`,
      others: words.filter((word) => !isTrigramTerm(word)),
    };
  },
  namesContain(table, words) {
    const long = words.filter(isTrigramTerm);
    const parts = words
      .filter((word) => !isTrigramTerm(word))
      .map((word) => {
        const pattern = containsPattern(word);
        return sql<SqlBool>`(m.id LIKE ${pattern} ESCAPE '\\' OR m.author LIKE ${pattern} ESCAPE '\\')`;
      });
    if (long.length) parts.unshift(rowsMatching(SEARCH_TABLES[table.main].names, namesQuery(long)));
    return sql<SqlBool>`(${sql.join(parts, sql` AND `)})`;
  },
  cardHas: (table, word) => rowsMatching(SEARCH_TABLES[table.main].cards, cardQuery(word)),
  tagIn(table, key, tags) {
    if (!namesIds(table)) return sql<SqlBool>`${key} IN (${sql.join([...tags])})`;
    if (tags.length === 1)
      return sql<SqlBool>`${key} = (SELECT id FROM model_tag_names WHERE tag = ${tags[0]})`;
    return sql<SqlBool>`${key} IN (SELECT id FROM model_tag_names WHERE tag IN (${sql.join([...tags])}))`;
  },
  tagStartsWith(table, key, prefixes) {
    const inRange = (value: RawBuilder<unknown>) =>
      sql.join(
        prefixes.map((prefix) => sql`(${value} >= ${prefix} AND ${value} < ${`${prefix}${AFTER_PREFIX}`})`),
        sql` OR `,
      );
    if (!namesIds(table)) return sql<SqlBool>`(${inRange(key)})`;
    return sql<SqlBool>`${key} IN (SELECT id FROM model_tag_names WHERE ${inRange(sql.ref("tag"))})`;
  },
  tagName: (table, key) =>
    namesIds(table) ? sql<string>`(SELECT tag FROM model_tag_names WHERE id = ${key})` : sql<string>`${key}`,
  startsWith: (value, prefix) =>
    sql<SqlBool>`(${value} >= ${prefix} AND ${value} < ${`${prefix}${AFTER_PREFIX}`})`,
  codePointOrder: (value) => value,
  unindexed: (value) => sql`+${value}`,
};
