import { type Kysely, type SqlBool, sql } from "kysely";
import { cardQuery, containsPattern, isTrigramTerm, namesQuery } from "../full-text-query";
import { SORT_COLUMNS, type SortKey } from "../listing-order";
import { AFTER_PREFIX } from "../prefix-range";
import { ROWID_BITS, rowidOfSearchKeySql, SEARCH_TABLES, searchKeySql } from "../search-key";
import type { ListingSource } from "./listing";
import { hasRowTests, inRange, isGated, type ListingRequest } from "./listing-conditions";
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

/** A range (or gating) holding at most this many rows is read from its index, its rows sorted. */
const NARROW_ROWS = 5_000;

/**
 * SQLite: ids and authors found through the FTS5 trigram tables `<kind>_names`, which hold every
 * three characters, when the matches are read first; a term shorter than that has no trigram and,
 * like every term on a walk, is compared with the row (LIKE). Card words through `<kind>_fts`.
 */
export const SQLITE_LISTING_ENGINE: ListingEngine = {
  // By rowid and downloads: the tag rows' primary key (tag, downloads, rowid) answers it in one probe.
  tagRowOf: (alias, rowidColumn) =>
    sql<SqlBool>`${sql.ref(`${alias}.${rowidColumn}`)} = m.rowid AND ${sql.ref(`${alias}.downloads`)} = m.downloads`,
  async countAll({ db, table, rows }) {
    const [row] = await rows(db.selectFrom(table.main).select(sql<number>`count(*)`.as("n")));
    return Number(row?.n ?? 0);
  },
  async readFirst(source, request, sort) {
    const { words, fullText, conditions } = request;
    const { db, rows, table } = source;
    const long = fullText ? [] : words.filter(isTrigramTerm);
    const [tag] = conditions.tags;
    const tagRows = tag === undefined ? undefined : await maintainedCount(source, table.subject, "tag", tag);
    const fewTagRows = tagRows !== undefined && tagRows <= FEW_MATCHES ? tagRows : undefined;
    // A narrow range (a parameter count above 75B) or few gated rows read from their index beat a
    // walk that would pass over nearly every row, and a tag's rows unless there are fewer of them.
    const narrowRows = hasRowTests(conditions) ? await fewestNarrowRows(source, request, sort) : undefined;
    if (narrowRows !== undefined && (fewTagRows === undefined || narrowRows < fewTagRows)) return "narrow";
    if (sort === undefined || sort === "downloads") {
      if (fewTagRows !== undefined) return "tag";
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
    return fewTagRows !== undefined ? "tag" : undefined;
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
  // SQLite's lower() folds ASCII only, as LIKE compares; Hub ids are ASCII.
  lowerCaseNames: (row) => {
    const id = sql.ref(`${row}.id`);
    return { id: sql<string>`lower(${id})`, name: sql<string>`lower(substr(${id}, instr(${id}, '/') + 1))` };
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

/**
 * How many rows the narrowest of a request's ranges and its gating hold, when at most NARROW_ROWS
 * do; ranges of the sort's own columns aside (a walk of the order's index reads those in order).
 */
async function fewestNarrowRows(
  { db, rows, table }: ListingSource,
  { conditions }: ListingRequest,
  sort: SortKey | undefined,
): Promise<number | undefined> {
  const own = sort === undefined ? [] : SORT_COLUMNS[sort];
  const tests = (conditions.ranges ?? [])
    .filter(({ column }) => !own.includes(column))
    .map((range) => inRange(range));
  if (conditions.gated) tests.push(isGated(true));
  let fewest: number | undefined;
  for (const test of tests) {
    const any = db as unknown as Kysely<Record<string, Record<string, unknown>>>;
    const inside = any
      .selectFrom(`${table.main} as m`)
      .select(sql<number>`1`.as("one"))
      .where(test)
      .limit(NARROW_ROWS + 1);
    const [row] = await rows(db.selectFrom(inside.as("r")).select(sql<number>`count(*)`.as("n")));
    const count = Number(row?.n ?? 0);
    if (count <= NARROW_ROWS && (fewest === undefined || count < fewest)) fewest = count;
  }
  return fewest;
}
