import { type Kysely, type SqlBool, sql } from "kysely";
import { type FacetCount, sortFacetCounts } from "../facet-tally";
import { type CountsWithin, SIDEBAR_ROW_BOUND } from "../listing/counts-within";
import type { ListingConditions } from "../listing/listing-conditions";
import { TASK_LIBRARY_FACET } from "../models/model-batch-insert";
import type { CountedModelFacet } from "../models/model-repository";
import { maintainedCount, maintainedCounts } from "./postgres-facet-counts";
import {
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

const FACET_COLUMNS: Record<CountedModelFacet, "pipeline_tag" | "library_name"> = {
  pipeline_tag: "pipeline_tag",
  library: "library_name",
};

/**
 * The counts of `facet` the maintained counts give within conditions on the task or library
 * alone: the value itself, or the other column's values within it (their pair facet). Undefined
 * for other conditions.
 */
async function maintainedWithin(
  db: Kysely<PostgresTables>,
  facet: CountedModelFacet,
  conditions: ListingConditions,
  words: readonly string[],
  limit: number,
): Promise<FacetCount[] | undefined> {
  if (conditions.tags.length || conditions.anyTags.length || words.length) return undefined;
  const values = new Map(conditions.equals);
  if (values.size !== conditions.equals.length || values.size > 2) return undefined;
  if ([...values].some(([column, value]) => !POSTGRES_MODEL_TABLE.countedColumns[column] || value === ""))
    return undefined;
  const column = FACET_COLUMNS[facet];
  const own = values.get(column);
  const otherColumn = column === "pipeline_tag" ? "library_name" : "pipeline_tag";
  const other = values.get(otherColumn);
  if (other === undefined) {
    if (own === undefined) return undefined;
    const count = await maintainedCount(db, "model", facet, own);
    return count > 0 ? [{ value: own, count }] : [];
  }
  // Pair values are JSON [task, library]: those of one task start with its JSON and a comma.
  const taskFirst = column === "library_name";
  const pairs = await db
    .selectFrom("facet_counts")
    .select(["value", "count"])
    .where("subject", "=", "model")
    .where("facet", "=", TASK_LIBRARY_FACET)
    .$if(taskFirst, (query) =>
      query.where(sql<SqlBool>`starts_with(value, ${`${JSON.stringify([other]).slice(0, -1)},`})`),
    )
    .$if(!taskFirst, (query) => query.where(sql<SqlBool>`value::jsonb ->> 1 = ${other}`))
    .execute();
  const counts = pairs
    .map(({ value, count }) => {
      const [task, library] = JSON.parse(value) as [string, string];
      return { value: taskFirst ? library : task, count };
    })
    .filter((entry) => own === undefined || entry.value === own);
  return sortFacetCounts(counts).slice(0, limit);
}

/**
 * Task or library counts within a model listing: exact while it matches at most `rowBound` models,
 * else the whole catalogue's, marked `withinQuery: false`.
 */
export async function modelCountsWithin(
  db: Kysely<PostgresTables>,
  facet: CountedModelFacet,
  request: ListingRequest,
  options: { limit?: number; rowBound?: number } = {},
): Promise<CountsWithin> {
  const limit = options.limit ?? 100;
  const { conditions, words } = request;
  if (conditions.empty) return { counts: [], withinQuery: true };
  if (isUnconditional(request)) {
    return { counts: await maintainedCounts(db, "model", facet, { limit }), withinQuery: true };
  }
  const maintained = await maintainedWithin(db, facet, conditions, words, limit);
  if (maintained) return { counts: maintained, withinQuery: true };
  const bound = options.rowBound ?? SIDEBAR_ROW_BOUND;
  if (Number.isFinite(bound) && (await countUpTo(db, POSTGRES_MODEL_TABLE, request, bound)) > bound) {
    return { counts: await maintainedCounts(db, "model", facet, { limit }), withinQuery: false };
  }
  const column = sql.ref(`m.${FACET_COLUMNS[facet]}`);
  const counts = await matchingRows(db, POSTGRES_MODEL_TABLE, request)
    .select([sql<string>`${column}`.as("value"), sql<number>`count(*)::int`.as("count")])
    .where(sql<SqlBool>`${column} <> ''`)
    .groupBy(column)
    .orderBy("count", "desc")
    .orderBy(sql`${column} COLLATE "C"`)
    .limit(limit)
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
