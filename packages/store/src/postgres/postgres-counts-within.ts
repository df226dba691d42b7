import { type Kysely, type SqlBool, sql } from "kysely";
import { type FacetCount, sortFacetCounts } from "../facet-tally";
import { type CountsWithin, SIDEBAR_ROW_BOUND } from "../listing/counts-within";
import { TASK_LIBRARY_FACET } from "../models/model-batch-insert";
import { LIBRARY_FACET, LIBRARY_IDS } from "../models/model-libraries";
import type { CountedModelFacet } from "../models/model-repository";
import { maintainedCount, maintainedCounts } from "./postgres-facet-counts";
import {
  countedOnly,
  countUpTo,
  isUnconditional,
  type ListingRequest,
  matchingRows,
  POSTGRES_MODEL_TABLE,
  type PostgresListedTable,
} from "./postgres-listing";
import type { PostgresTables } from "./postgres-tables";

// Sidebar counts within a model listing on PostgreSQL (decision 076): from the maintained counts
// where they answer, counted over the matches up to a bound, the whole catalogue's past it.

/**
 * The counts of `facet` the maintained counts give within a request on counted facets alone (a
 * task, a library, or both): the value itself, or one within the other (their pair facet).
 * Undefined for other requests, and within a library for libraries (a model may have several).
 */
async function maintainedWithin(
  db: Kysely<PostgresTables>,
  facet: CountedModelFacet,
  request: ListingRequest,
  limit: number,
): Promise<FacetCount[] | undefined> {
  const only = countedOnly(POSTGRES_MODEL_TABLE, request);
  if (!only?.size) return undefined;
  const own = only.get(facet);
  if (own !== undefined && facet === LIBRARY_FACET) return undefined;
  const others = [...only.keys()].filter((other) => other !== facet);
  if (!others.length) {
    if (own === undefined) return undefined;
    const count = await maintainedCount(db, "model", facet, own);
    return count > 0 ? [{ value: own, count }] : [];
  }
  const other = only.get(others[0] ?? "") ?? "";
  // Pair values are JSON [task, library]: those of one task start with its JSON and a comma.
  const librariesOfTask = facet === LIBRARY_FACET;
  const pairs = await db
    .selectFrom("facet_counts")
    .select(["value", "count"])
    .where("subject", "=", "model")
    .where("facet", "=", TASK_LIBRARY_FACET)
    .where(
      librariesOfTask
        ? sql<SqlBool>`starts_with(value, ${`${JSON.stringify([other]).slice(0, -1)},`})`
        : sql<SqlBool>`value::jsonb ->> 1 = ${other}`,
    )
    .execute();
  const counts = pairs
    .map(({ value, count }) => {
      const [task, library] = JSON.parse(value) as [string, string];
      return { value: librariesOfTask ? library : task, count };
    })
    .filter((entry) => own === undefined || entry.value === own);
  // A negative limit (the web sidebar's -1) keeps every count, as maintainedCounts does.
  return limit >= 0 ? sortFacetCounts(counts).slice(0, limit) : sortFacetCounts(counts);
}

/**
 * Task or library counts within a model listing: exact while it matches at most `rowBound` models,
 * else the whole catalogue's, marked `withinQuery: false`. A model counts under each library among
 * its indexed tags.
 */
export async function modelCountsWithin(
  db: Kysely<PostgresTables>,
  facet: CountedModelFacet,
  request: ListingRequest,
  options: { limit?: number; rowBound?: number } = {},
): Promise<CountsWithin> {
  const limit = options.limit ?? 100;
  if (request.conditions.empty) return { counts: [], withinQuery: true };
  if (isUnconditional(request)) {
    return { counts: await maintainedCounts(db, "model", facet, { limit }), withinQuery: true };
  }
  const maintained = await maintainedWithin(db, facet, request, limit);
  if (maintained) return { counts: maintained, withinQuery: true };
  const bound = options.rowBound ?? SIDEBAR_ROW_BOUND;
  if (Number.isFinite(bound) && (await countUpTo(db, POSTGRES_MODEL_TABLE, request, bound)) > bound) {
    return { counts: await maintainedCounts(db, "model", facet, { limit }), withinQuery: false };
  }
  const rows = matchingRows(db, POSTGRES_MODEL_TABLE, request);
  const counted =
    facet === "pipeline_tag"
      ? rows.select(sql<string>`m.pipeline_tag`.as("value")).where(sql<SqlBool>`m.pipeline_tag <> ''`)
      : rows
          .innerJoin("model_tags as x", "x.model_rowid", "m.rowid")
          .select(sql<string>`x.tag`.as("value"))
          .where(sql<SqlBool>`x.tag = ANY(${[...LIBRARY_IDS]}::text[])`);
  const counts = await db
    .selectFrom(counted.as("v"))
    .select(["v.value", sql<number>`count(*)::int`.as("count")])
    .groupBy("v.value")
    .orderBy("count", "desc")
    .orderBy(sql`v.value COLLATE "C"`)
    .$if(limit >= 0, (query) => query.limit(limit))
    .execute();
  return { counts, withinQuery: true };
}

/** The whole catalogue's counts of the tags starting with one of `prefixes`, most first. */
async function catalogueTagCounts<Row>(
  db: Kysely<PostgresTables>,
  table: PostgresListedTable<Row>,
  prefixes: readonly string[],
): Promise<FacetCount[]> {
  const counts = await Promise.all(
    prefixes.map((prefix) => maintainedCounts(db, table.subject, "tag", { prefix })),
  );
  return sortFacetCounts(counts.flat());
}

/**
 * Counts of the tags starting with one of `prefixes` within a listing, most first: the number the
 * listing gets by adding that tag. Past `rowBound` matches, the whole catalogue's.
 */
export async function tagCountsWithin<Row>(
  db: Kysely<PostgresTables>,
  table: PostgresListedTable<Row>,
  prefixes: readonly string[],
  request: ListingRequest,
  options: { rowBound?: number } = {},
): Promise<CountsWithin> {
  if (request.conditions.empty || !prefixes.length) return { counts: [], withinQuery: true };
  if (isUnconditional(request))
    return { counts: await catalogueTagCounts(db, table, prefixes), withinQuery: true };
  const bound = options.rowBound ?? SIDEBAR_ROW_BOUND;
  if (Number.isFinite(bound) && (await countUpTo(db, table, request, bound)) > bound) {
    return { counts: await catalogueTagCounts(db, table, prefixes), withinQuery: false };
  }
  const ofPrefix = sql.join(
    prefixes.map((prefix) => sql`starts_with(x.tag, ${prefix})`),
    sql` OR `,
  );
  const counts = await matchingRows(db, table, request)
    .innerJoin(sql<{ tag: string }>`${sql.table(table.tags)}`.as("x"), (join) =>
      join.on(sql<SqlBool>`x.${sql.raw(table.tagRowid)} = m.rowid`),
    )
    .select([sql<string>`x.tag`.as("value"), sql<number>`count(*)::int`.as("count")])
    .where(sql<SqlBool>`(${ofPrefix})`)
    .groupBy(sql`x.tag`)
    .execute();
  return { counts: sortFacetCounts(counts), withinQuery: true };
}
