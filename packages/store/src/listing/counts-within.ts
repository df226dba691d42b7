import { type Kysely, type SqlBool, sql } from "kysely";
import { type FacetCount, sortFacetCounts } from "../facet-tally";
import type { CountedModelFacet } from "../models/model-repository";
import { countedOnly, countedRows, type Listing, type ListingSource } from "./listing";
import { isUnconditional, type ListingRequest } from "./listing-conditions";
import { maintainedCount, maintainedCounts } from "./maintained-counts";
import { tagKeyName, tagKeyStartsWith } from "./tag-keys";

// Sidebar counts within a listing (decision 076): from the maintained counts where they answer,
// counted over the matches up to a bound, the whole catalogue's past it.

/** Counts of a facet's values, and whether they are counted within the listing's conditions. */
export interface CountsWithin {
  /** Values carried by at least one matching row, most first, ties by value. */
  counts: FacetCount[];
  /**
   * True when each count is what the listing plus that value holds; false when the listing
   * matches more than SIDEBAR_ROW_BOUND rows and these are the whole catalogue's counts.
   */
  withinQuery: boolean;
}

/**
 * A sidebar counts its values within the listing's conditions when they match at most this many
 * rows (decision 095); past it, it shows the whole catalogue's counts, as the Hub shows none.
 */
export const SIDEBAR_ROW_BOUND = 1_000;

/**
 * Gives the rows a count reads (see rowsToCount), for counts that share one read of the matches;
 * undefined past the bound.
 */
export type ReadRows = () => Promise<Listing<unknown> | undefined>;

/** The first `limit` counts (all of them for a negative limit). */
const firstCounts = (counts: FacetCount[], limit: number) => (limit < 0 ? counts : counts.slice(0, limit));

/**
 * The rows a sidebar counts within: the request's matches, read once up to `bound` + 1 and then
 * named by rowid; undefined when more than `bound` match (an infinite bound reads them all).
 */
export async function rowsToCount(
  source: ListingSource,
  request: ListingRequest,
  bound: number,
): Promise<Listing<unknown> | undefined> {
  const rows = await countedRows(source, request);
  if (!Number.isFinite(bound)) return rows;
  const found = await source.rows(rows.select(sql<number>`m.rowid`.as("rowid")).limit(bound + 1));
  if (found.length > bound) return undefined;
  const rowids = found.map(({ rowid }) => Number(rowid));
  const any = source.db as unknown as Kysely<Record<string, Record<string, unknown>>>;
  return (any.selectFrom(`${source.table.main} as m`) as unknown as Listing<unknown>).where(
    rowids.length ? sql<SqlBool>`m.rowid IN (${sql.join(rowids)})` : sql<SqlBool>`1 = 0`,
  );
}

/**
 * The counts of `facet` the maintained counts give within a request on counted facets alone (a
 * task, a library, or both): the value itself, or one within the other (their pair facet).
 * Undefined for other requests, and within a library for libraries (a model may have several).
 */
async function maintainedWithin(
  source: ListingSource,
  facet: CountedModelFacet,
  request: ListingRequest,
  limit: number,
): Promise<FacetCount[] | undefined> {
  const { table } = source;
  const only = countedOnly(table, request);
  const pair = table.pairFacet;
  if (!only?.size || !pair) return undefined;
  const own = only.get(facet);
  if (own !== undefined && facet === table.countedTags?.facet) return undefined;
  const others = [...only.keys()].filter((other) => other !== facet);
  if (!others.length) {
    if (own === undefined) return undefined;
    const count = await maintainedCount(source, table.subject, facet, own);
    return count > 0 ? [{ value: own, count }] : [];
  }
  const other = only.get(others[0] ?? "") ?? "";
  // Pair values are JSON [first, second]: those of one first part start with its JSON and a
  // comma; pairs are few (tasks times libraries in use), so the others are picked here.
  const countsSecond = facet === pair.second;
  const pairs = await maintainedCounts(
    source,
    table.subject,
    pair.facet,
    countsSecond ? { prefix: `${JSON.stringify([other]).slice(0, -1)},` } : {},
  );
  const counts = pairs.flatMap(({ value, count }) => {
    const [first, second] = JSON.parse(value) as [string, string];
    const counted = countsSecond ? second : first;
    if (!countsSecond && second !== other) return [];
    return own === undefined || counted === own ? [{ value: counted, count }] : [];
  });
  return firstCounts(sortFacetCounts(counts), limit);
}

/**
 * Task or library counts within a model listing: exact while it matches at most `rowBound` models,
 * else the whole catalogue's, marked `withinQuery: false`. A model counts under each library among
 * its indexed tags.
 */
export async function facetCountsWithin(
  source: ListingSource,
  facet: CountedModelFacet,
  request: ListingRequest,
  options: { limit?: number; rowBound?: number; read?: ReadRows } = {},
): Promise<CountsWithin> {
  const { table, engine } = source;
  const limit = options.limit ?? 100;
  if (request.conditions.empty) return { counts: [], withinQuery: true };
  if (isUnconditional(request)) {
    return { counts: await maintainedCounts(source, table.subject, facet, { limit }), withinQuery: true };
  }
  const maintained = await maintainedWithin(source, facet, request, limit);
  if (maintained) return { counts: maintained, withinQuery: true };
  const rows = await (
    options.read ?? (() => rowsToCount(source, request, options.rowBound ?? SIDEBAR_ROW_BOUND))
  )();
  if (rows === undefined) {
    return { counts: await maintainedCounts(source, table.subject, facet, { limit }), withinQuery: false };
  }
  const column = Object.keys(table.countedColumns).find((name) => table.countedColumns[name] === facet);
  const counted = table.countedTags;
  if (column === undefined && counted?.facet !== facet)
    throw new Error(`${table.main} have no counted facet ${facet}`);
  const key = sql.ref("x.tag");
  const values =
    column !== undefined
      ? rows
          .select(sql<string>`${sql.ref(`m.${column}`)}`.as("value"))
          .where(sql<SqlBool>`${sql.ref(`m.${column}`)} <> ''`)
      : // A cross join, as for tag counts (see tagCountsWithin): the matches first.
        rows
          .crossJoin(sql`${sql.table(table.tags)}`.as("x"))
          .where(engine.tagRowOf("x", table.tagRowid))
          .select(tagKeyName(table, key).as("value"))
          .where(engine.tagIn(table, key, counted?.names ?? []));
  const counts = await source.rows(
    source.db
      .selectFrom(values.as("v"))
      .select(["v.value", sql<number>`count(*)`.as("count")])
      .groupBy("v.value"),
  );
  return {
    counts: firstCounts(
      sortFacetCounts(counts.map(({ value, count }) => ({ value, count: Number(count) }))),
      limit,
    ),
    withinQuery: true,
  };
}

/** Which tags a sidebar counts: those starting with one of `prefixes`, and those named in `tags`. */
interface CountedTags {
  prefixes: readonly string[];
  tags: readonly string[];
}

/** The whole catalogue's counts of the counted tags, most first. */
async function catalogueTagCounts(
  source: ListingSource,
  { prefixes, tags }: CountedTags,
): Promise<FacetCount[]> {
  const counts = await Promise.all([
    ...prefixes.map((prefix) => maintainedCounts(source, source.table.subject, "tag", { prefix })),
    tags.length ? maintainedCounts(source, source.table.subject, "tag", { values: tags }) : [],
  ]);
  const seen = new Set<string>();
  return sortFacetCounts(
    counts.flat().filter(({ value }) => {
      if (seen.has(value)) return false;
      seen.add(value);
      return true;
    }),
  );
}

/**
 * Counts of the tags starting with one of `prefixes`, or named in `options.tags` (e.g. language
 * codes), within a listing, most first: the number the listing gets by adding that tag. Past
 * `rowBound` matches, the whole catalogue's.
 */
export async function tagCountsWithin(
  source: ListingSource,
  prefixes: readonly string[],
  request: ListingRequest,
  options: { rowBound?: number; tags?: readonly string[]; read?: ReadRows } = {},
): Promise<CountsWithin> {
  const { table, engine } = source;
  const counted: CountedTags = { prefixes, tags: options.tags ?? [] };
  if (request.conditions.empty || (!prefixes.length && !counted.tags.length))
    return { counts: [], withinQuery: true };
  if (isUnconditional(request))
    return { counts: await catalogueTagCounts(source, counted), withinQuery: true };
  const rows = await (
    options.read ?? (() => rowsToCount(source, request, options.rowBound ?? SIDEBAR_ROW_BOUND))
  )();
  if (rows === undefined) return { counts: await catalogueTagCounts(source, counted), withinQuery: false };
  // One count by prefixes and one of the named tags, not one of either: an OR of the two would
  // keep the planner from reading the tag rows by their key.
  const key = sql.ref("x.tag");
  const selections = [
    ...(prefixes.length ? [tagKeyStartsWith(table, key, prefixes)] : []),
    ...(counted.tags.length ? [engine.tagIn(table, key, counted.tags)] : []),
  ];
  const counts = (
    await Promise.all(
      selections.map((selected) =>
        source.rows(
          source.db
            .selectFrom(
              // A cross join: SQLite then reads the (at most rowBound) matches first and probes
              // their tag rows, instead of reading every row of the counted tags (a license is on
              // most models) to find the matches among them.
              rows
                .crossJoin(sql`${sql.table(table.tags)}`.as("x"))
                .where(engine.tagRowOf("x", table.tagRowid))
                .select(tagKeyName(table, key).as("value"))
                .where(selected)
                .as("v"),
            )
            .select(["v.value", sql<number>`count(*)`.as("count")])
            .groupBy("v.value"),
        ),
      ),
    )
  ).flat();
  // A tag both named and under a prefix is counted by both: once here.
  const byValue = new Map<string, number>();
  for (const { value, count } of counts) if (!byValue.has(value)) byValue.set(value, Number(count));
  return {
    counts: sortFacetCounts([...byValue].map(([value, count]) => ({ value, count }))),
    withinQuery: true,
  };
}
