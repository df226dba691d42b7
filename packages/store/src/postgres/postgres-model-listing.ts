import { type Expression, type Kysely, type SelectQueryBuilder, type SqlBool, sql } from "kysely";
import { encodeCursor } from "../cursor";
import type { ListingConditions } from "../listing/listing-conditions";
import { type ListingTotal, TOTAL_COUNT_CAP } from "../listing/totals";
import { decodeListingCursor, SORT_COLUMNS, sortOrderName } from "../listing-order";
import { TASK_LIBRARY_FACET } from "../models/model-batch-insert";
import { type ModelQuery, modelConditions } from "../models/model-query";
import { type Page, pageSize } from "../page";
import { maintainedCount } from "./postgres-facet-counts";
import type { PostgresTables } from "./postgres-tables";

// A model listing on PostgreSQL: the query's conditions as one SELECT, planned by the database
// over indexes shaped like the listings (schema/postgres/001-initial-schema.ts).

type Listing = SelectQueryBuilder<PostgresTables & { m: PostgresTables["models"] }, "m", object>;

/** The maintained facet of each column a listing filters by equality. */
export const COUNTED_COLUMNS: Record<string, string> = {
  pipeline_tag: "pipeline_tag",
  library_name: "library",
};

/** A word of a search as a LIKE pattern matching it anywhere, its wildcards taken literally. */
function containsPattern(word: string): string {
  return `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The words a visitor typed, each of which an id or author must contain. */
function searchWords(search: string | undefined): string[] {
  return search?.trim() ? search.trim().split(/\s+/) : [];
}

/** The conditions of a model query, its search as words to find in ids and authors. */
export function postgresModelConditions(query: ModelQuery): {
  conditions: ListingConditions;
  words: string[];
} {
  if (query.fullText) {
    throw new Error("searching model cards (fullText) is not available on a PostgreSQL store yet");
  }
  const conditions = modelConditions({ ...query, search: undefined });
  return { conditions, words: searchWords(query.search) };
}

/**
 * The models matching the conditions, as `m`. The first tag is a join on its tag rows tied to the
 * model's downloads too, so that a listing by downloads can be read in the tag rows' own order.
 */
export function matchingModels(
  db: Kysely<PostgresTables>,
  conditions: ListingConditions,
  words: readonly string[],
): Listing {
  let query = db.selectFrom("models as m") as unknown as Listing;
  for (const [column, value] of conditions.equals) query = query.where(sql.ref(`m.${column}`), "=", value);
  const [first, ...others] = conditions.tags;
  if (first !== undefined) {
    query = query.innerJoin("model_tags as t0", (join) =>
      join
        .onRef("t0.model_rowid", "=", "m.rowid")
        .onRef("t0.downloads", "=", "m.downloads")
        .on("t0.tag", "=", first),
    ) as unknown as Listing;
  }
  const hasTags = (tags: readonly string[]): Expression<SqlBool> =>
    sql<SqlBool>`EXISTS (SELECT 1 FROM model_tags t WHERE t.model_rowid = m.rowid AND t.tag = ANY(${[...tags]}))`;
  for (const tag of others) query = query.where(hasTags([tag]));
  for (const group of conditions.anyTags) query = query.where(hasTags(group));
  for (const word of words) {
    const pattern = containsPattern(word);
    query = query.where(sql<SqlBool>`(m.id ILIKE ${pattern} OR m.author ILIKE ${pattern})`);
  }
  return query;
}

/**
 * One page of a model query, in keyset order (the sort's columns, then the rowid), resuming
 * after the cursor's row; `limit + 1` rows are read to learn whether a next page exists.
 */
export async function readModelPage<Row extends Record<string, unknown>, T>(
  db: Kysely<PostgresTables>,
  query: ModelQuery,
  select: (
    listing: Listing,
  ) => SelectQueryBuilder<PostgresTables & { m: PostgresTables["models"] }, "m", Row>,
  map: (row: Row) => T,
): Promise<Page<T>> {
  const limit = pageSize(query.limit);
  const sort = query.sort ?? "downloads";
  const direction = query.direction ?? "desc";
  const cursor = query.cursor === undefined ? undefined : decodeListingCursor(query.cursor, sort, direction);
  const { conditions, words } = postgresModelConditions(query);
  if (conditions.empty) return { items: [] };
  const columns = [...SORT_COLUMNS[sort], "rowid"].map((column) => sql.ref(`m.${column}`));
  let listing = matchingModels(db, conditions, words);
  if (cursor) {
    const values = [...(Array.isArray(cursor.value) ? cursor.value : [cursor.value]), cursor.rowid];
    const comparison = sql.raw(direction === "desc" ? "<" : ">");
    listing = listing.where(sql<SqlBool>`(${sql.join(columns)}) ${comparison} (${sql.join(values)})`);
  }
  for (const column of columns) listing = listing.orderBy(column, direction);
  const found = await select(listing)
    .select(columns.map((column, i) => sql<number | string>`${column}`.as(`sort_value_${i}`)))
    .limit(limit + 1)
    .execute();
  const page: Page<T> = { items: found.slice(0, limit).map(map) };
  const last = found[limit - 1] as Record<string, unknown> | undefined;
  if (found.length > limit && last) {
    const values = SORT_COLUMNS[sort].map((_, i) => last[`sort_value_${i}`] as number | string);
    page.nextCursor = encodeCursor({
      order: sortOrderName(sort, direction),
      value: values.length === 1 ? (values[0] as number | string) : values,
      rowid: last[`sort_value_${SORT_COLUMNS[sort].length}`] as number,
    });
  }
  return page;
}

/** The total a listing's maintained counts give, when its only conditions are counted (else undefined). */
async function maintainedTotal(
  db: Kysely<PostgresTables>,
  conditions: ListingConditions,
  words: readonly string[],
): Promise<number | undefined> {
  const { equals, tags, anyTags } = conditions;
  if (words.length || anyTags.length || tags.length > 1 || (tags.length === 1 && equals.length))
    return undefined;
  const [tag] = tags;
  if (tag !== undefined) return maintainedCount(db, "model", "tag", tag);
  const values = new Map(equals);
  if (values.size !== equals.length || [...values.keys()].some((column) => !COUNTED_COLUMNS[column])) {
    return undefined;
  }
  if ([...values.values()].includes("")) return undefined;
  const task = values.get("pipeline_tag");
  const library = values.get("library_name");
  if (task !== undefined && library !== undefined) {
    return maintainedCount(db, "model", TASK_LIBRARY_FACET, JSON.stringify([task, library]));
  }
  if (task !== undefined) return maintainedCount(db, "model", "pipeline_tag", task);
  if (library !== undefined) return maintainedCount(db, "model", "library", library);
  return undefined;
}

/** How many models match, counted up to `cap` + 1 at most (all of them for an infinite cap). */
export async function countUpTo(
  db: Kysely<PostgresTables>,
  conditions: ListingConditions,
  words: readonly string[],
  cap: number,
): Promise<number> {
  const every = matchingModels(db, conditions, words).select(sql<number>`1`.as("one"));
  const matches = Number.isFinite(cap) ? every.limit(cap + 1) : every;
  const row = await db
    .selectFrom(matches.as("matches"))
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * The total a model listing shows (decision 076): exact where the maintained counts give it or
 * when at most TOTAL_COUNT_CAP models match, else "10,000+".
 */
export async function modelListingTotal(
  db: Kysely<PostgresTables>,
  query: ModelQuery,
): Promise<ListingTotal> {
  const { conditions, words } = postgresModelConditions(query);
  if (conditions.empty) return { count: 0, exact: true };
  if (!conditions.equals.length && !conditions.tags.length && !conditions.anyTags.length && !words.length) {
    const row = await db
      .selectFrom("models")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirst();
    return { count: Number(row?.n ?? 0), exact: true };
  }
  const maintained = await maintainedTotal(db, conditions, words);
  if (maintained !== undefined) return { count: maintained, exact: true };
  const count = await countUpTo(db, conditions, words, TOTAL_COUNT_CAP);
  return count > TOTAL_COUNT_CAP ? { count: TOTAL_COUNT_CAP, exact: false } : { count, exact: true };
}

/** How many models match, exactly: the maintained counts where they give it, else a count of every match. */
export async function modelCount(db: Kysely<PostgresTables>, query: ModelQuery): Promise<number> {
  const { conditions, words } = postgresModelConditions(query);
  if (conditions.empty) return 0;
  const maintained = await maintainedTotal(db, conditions, words);
  if (maintained !== undefined) return maintained;
  return countUpTo(db, conditions, words, Number.POSITIVE_INFINITY);
}
