import { type SqlBool, sql } from "kysely";
import { cardQuery, containsPattern, isTrigramTerm, namesQuery } from "../full-text-query";
import { AFTER_PREFIX } from "../prefix-range";
import { ROWID_BITS, rowidOfSearchKeySql, SEARCH_TABLES, searchKeySql } from "../search-key";
import type { ListingEngine, NamesTable } from "./listing-engine";
import { maintainedCount } from "./maintained-counts";
import { tagKeyIn } from "./tag-keys";

/** The rows whose full-text rows (keyed by downloads and rowid, see search-key.ts) match an FTS5 query. */
const rowsMatching = (fullText: string, query: string) =>
  sql<SqlBool>`m.rowid IN (SELECT ${sql.raw(rowidOfSearchKeySql("rowid"))} FROM ${sql.table(fullText)} WHERE ${sql.table(fullText)} MATCH ${query})`;

/**
 * SQLite estimates neither how many rows a search matches nor, with an ORDER BY … LIMIT, that a
 * walk of the order's index stops after a page. So a read starts from a search's or a tag's
 * matches when there are at most this many (a page in another order than downloads reads and sorts
 * them), and otherwise a page walks its order's index, testing each row it meets.
 */
export const FEW_MATCHES = 10_000;

/**
 * SQLite: ids and authors found through the FTS5 trigram tables `<kind>_names`, which hold every
 * three characters, when the matches are read first; a term shorter than that has no trigram and,
 * like every term on a walk, is compared with the row (LIKE). Card words through `<kind>_fts`.
 */
export const SQLITE_LISTING_ENGINE: ListingEngine = {
  async readFirst(source, { words, fullText, conditions }, byDownloads) {
    const { db, rows, table } = source;
    const long = fullText ? [] : words.filter(isTrigramTerm);
    const [tag] = conditions.tags;
    const tagRows = tag === undefined ? undefined : await maintainedCount(source, table.subject, "tag", tag);
    if (byDownloads) {
      if (tagRows !== undefined && tagRows <= FEW_MATCHES) return "tag";
      // An author's models are few: SQLite reads them from the author's index.
      if (conditions.equals.some(([column]) => column === "author")) return undefined;
      return long.length ? "search" : undefined;
    }
    if (long.length) {
      const names = SEARCH_TABLES[table.main].names;
      const [row] = await rows(
        db
          .selectFrom(
            sql`(SELECT 1 FROM ${sql.table(names)} WHERE ${sql.table(names)} MATCH ${namesQuery(long)} LIMIT ${FEW_MATCHES + 1})`.as(
              "matches",
            ),
          )
          .select(sql<number>`count(*)`.as("n")),
      );
      if (Number(row?.n ?? 0) <= FEW_MATCHES) return "search";
    }
    return tagRows !== undefined && tagRows <= FEW_MATCHES ? "tag" : undefined;
  },
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
  // Tested on each row a walk meets: Hub ids and authors are ASCII, which LIKE compares whatever
  // the case, as the trigram tables do.
  namesContain(_table, words) {
    const parts = words.map((word) => {
      const pattern = containsPattern(word);
      return sql<SqlBool>`(m.id LIKE ${pattern} ESCAPE '\\' OR m.author LIKE ${pattern} ESCAPE '\\')`;
    });
    return sql<SqlBool>`(${sql.join(parts, sql` AND `)})`;
  },
  cardHas: (table, word) => rowsMatching(SEARCH_TABLES[table.main].cards, cardQuery(word)),
  tagIn: tagKeyIn((key, tags) =>
    tags.length === 1
      ? sql<SqlBool>`${key} = (SELECT id FROM model_tag_names WHERE tag = ${tags[0]})`
      : sql<SqlBool>`${key} IN (SELECT id FROM model_tag_names WHERE tag IN (${sql.join([...tags])}))`,
  ),
  startsWith: (value, prefix) =>
    sql<SqlBool>`(${value} >= ${prefix} AND ${value} < ${`${prefix}${AFTER_PREFIX}`})`,
  codePointOrder: (value) => value,
  unindexed: (value) => sql`+${value}`,
};
