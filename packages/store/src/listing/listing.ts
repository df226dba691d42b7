import {
  type Compilable,
  type Expression,
  type Kysely,
  type RawBuilder,
  type SelectQueryBuilder,
  type SqlBool,
  sql,
} from "kysely";
import { encodeCursor } from "../cursor";
import { decodeListingCursor, RELEVANCE_SORT, SORT_COLUMNS, sortOrderName } from "../listing-order";
import { InvalidQueryError, type Page, type PageQuery, pageSize } from "../page";
import type { PostgresTables } from "../postgres/postgres-tables";
import type { ListedTable } from "./listed-table";
import {
  carriesNone,
  hasRowTests,
  inRange,
  isGated,
  isUnconditional,
  type ListingRequest,
} from "./listing-conditions";
import type { ListingEngine } from "./listing-engine";
import { maintainedCount } from "./maintained-counts";
import { readRelevancePage } from "./relevance";

// A listing, for models and datasets alike and on either engine: the request's conditions as one
// SELECT, planned by the database over indexes shaped like the listings.

/**
 * Where a listing reads: the connection (both engines' shared tables have the same columns, as
 * Kysely sees them), the engine's ways of searching and naming tags, and the listed kind's tables.
 */
export interface ListingSource {
  db: Kysely<PostgresTables>;
  engine: ListingEngine;
  table: ListedTable;
  /** Runs a query built on `db` and gives its rows. */
  rows<R>(query: Compilable<R>): Promise<R[]>;
}

/** A listing's total: exact, or a floor when counting further would take too long. */
export interface ListingTotal {
  count: number;
  /** False when more than `count` rows match (shown as "1,000+"). */
  exact: boolean;
}

/**
 * Totals counted past this many matches are shown as "1,000+" (decision 095): counting every
 * match of several broad conditions at a million rows takes longer than the page itself.
 */
export const TOTAL_COUNT_CAP = 1_000;

/** The rows of a listing, as `m`, to select columns from. */
export type Listing<Row> = SelectQueryBuilder<PostgresTables & { m: Row }, "m", object>;

/** A tag table's column of the alias `alias`. */
const tagColumn = (alias: string, column: string) => sql.ref(`${alias}.${column}`) as RawBuilder<unknown>;

/**
 * The rows matching a request, as `m`. The first tag is a join on its tag rows, tied to the row's
 * downloads too, so that a listing by downloads can be read in the tag rows' own order (`t0`).
 * The first tag (`tagJoined`) and the engine's table of search matches (`namesJoined`, as `f`)
 * are joined, so that a count reads the matches from their indexes and a page by downloads in
 * their keys' order. For a page in another order, every tag is a condition on the row, so that
 * the page walks its order's index and probes each row's tags (read from the tag rows, a common
 * tag's rows would all be read and sorted); a search is a condition too, which reads its
 * matches' rows in rowid order, near each other in the file, and sorts them.
 */
export function matchingRows<Row>(
  { db, engine, table }: ListingSource,
  request: ListingRequest,
  {
    namesJoined = true,
    tagJoined = true,
    testsIndexed = true,
  }: { namesJoined?: boolean; tagJoined?: boolean; testsIndexed?: boolean } = {},
): Listing<Row> {
  const { conditions, words, fullText = false } = request;
  // Table names from the configuration: Kysely's types cannot follow them, the SQL can.
  const any = db as unknown as Kysely<Record<string, Record<string, unknown>>>;
  let query = any.selectFrom(`${table.main} as m`) as unknown as Listing<Row>;
  const tags = sql.table(table.tags);
  const first = tagJoined ? conditions.tags[0] : undefined;
  const others = tagJoined ? conditions.tags.slice(1) : conditions.tags;
  if (first !== undefined) {
    query = query.innerJoin(sql`${tags}`.as("t0"), (join) =>
      join.on(
        sql<SqlBool>`${engine.tagRowOf("t0", table.tagRowid)} AND ${engine.tagIn(table, tagColumn("t0", "tag"), [first])}`,
      ),
    ) as unknown as Listing<Row>;
  }
  for (const [column, value] of conditions.equals) query = query.where(sql.ref(`m.${column}`), "=", value);
  const hasTags = (group: readonly string[]) => carriesSome({ engine, table }, group);
  for (const tag of others) query = query.where(hasTags([tag]));
  for (const group of conditions.anyTags) query = query.where(hasTags(group));
  // Ranges and gating, unless read first, are tested on the rows another index gives (see unindexed).
  const testTerm = testsIndexed ? undefined : engine.unindexed;
  for (const range of conditions.ranges ?? []) query = query.where(inRange(range, testTerm));
  if (conditions.withoutTags?.length) query = query.where(carriesNone(conditions.withoutTags, hasTags));
  if (conditions.gated !== undefined) query = query.where(isGated(conditions.gated, testTerm));
  // Each group of alternatives: at least one alternative's tags and equalities all hold.
  for (const group of conditions.anyOf ?? []) {
    const alternatives = group.map(({ tags: all, equals }) => {
      const parts = [
        ...all.map((tag) => hasTags([tag])),
        ...equals.map(([column, value]) => sql<SqlBool>`${sql.ref(`m.${column}`)} = ${value}`),
      ];
      return parts.length ? sql<SqlBool>`(${sql.join(parts, sql` AND `)})` : sql<SqlBool>`1 = 1`;
    });
    query = query.where(
      alternatives.length ? sql<SqlBool>`(${sql.join(alternatives, sql` OR `)})` : sql<SqlBool>`1 = 0`,
    );
  }
  const names = fullText || !namesJoined ? undefined : engine.namesTable?.(table, words);
  if (names) {
    query = query.innerJoin(names.from.as("f"), (join) => join.on(names.on)) as unknown as Listing<Row>;
    if (names.others.length) query = query.where(engine.namesContain(table, names.others));
  } else if (words.length && !fullText) query = query.where(engine.namesContain(table, words));
  for (const condition of request.where ?? []) query = query.where(condition);
  for (const word of fullText ? words : []) {
    query = query.where(
      sql<SqlBool>`(${engine.namesContain(table, [word])} OR ${engine.cardHas(table, word)})`,
    );
  }
  return query;
}

/** Whether the row `m` carries at least one of `group`, probed in its tag rows. */
export function carriesSome(
  { engine, table }: Pick<ListingSource, "engine" | "table">,
  group: readonly string[],
): Expression<SqlBool> {
  return sql<SqlBool>`EXISTS (SELECT 1 FROM ${sql.table(table.tags)} t WHERE ${engine.tagRowOf("t", table.tagRowid)} AND ${engine.tagIn(table, tagColumn("t", "tag"), group)})`;
}

/**
 * One page of a listing, in keyset order (the sort's columns, then the rowid), resuming after
 * the cursor's row; `limit + 1` rows are read to learn whether a next page exists. Sorted by
 * downloads, a search the engine keeps a table of matches for is ordered by that table's key,
 * and a listing of a tag by its tag rows' key: both indexes hold their rows in that order.
 */
export async function readPage<Row, Selected extends object, T>(
  source: ListingSource,
  request: ListingRequest,
  query: PageQuery,
  select: (listing: Listing<Row>) => SelectQueryBuilder<PostgresTables & { m: Row }, "m", Selected>,
  map: (row: Selected) => T,
): Promise<Page<T>> {
  if (query.sort === RELEVANCE_SORT) return readRelevancePage(source, request, query, select, map);
  const limit = pageSize(query.limit);
  const sort = query.sort ?? "downloads";
  const direction = query.direction ?? "desc";
  const cursor = query.cursor === undefined ? undefined : decodeListingCursor(query.cursor, sort, direction);
  if (request.conditions.empty) return { items: [] };
  const { engine, table } = source;
  if (!table.sorts.includes(sort))
    throw new InvalidQueryError("sort", `${table.main} cannot be sorted by ${sort}`);
  const downloads = sort === "downloads";
  // By downloads, the first tag's rows are in the page's order already; in another order the
  // page walks that order's index unless the engine reads some matches first.
  const first = request.whereFirst ? undefined : await engine.readFirst?.(source, request, sort);
  const namesJoined = first === "search";
  const tagJoined = first === "tag" || (downloads && first === undefined && !request.whereFirst);
  const narrowFirst = first === "narrow" || request.whereFirst === true;
  const names =
    downloads && namesJoined && !request.fullText ? engine.namesTable?.(table, request.words) : undefined;
  const byTagRows = downloads && tagJoined && request.conditions.tags.length > 0;
  const values = [...SORT_COLUMNS[sort], "rowid"].map((column) => tagColumn("m", column));
  const keys = names
    ? [names.key]
    : byTagRows
      ? [tagColumn("t0", "downloads"), tagColumn("t0", table.tagRowid)]
      : values;
  // A narrow range, gating or the request's own first conditions are read from their index alone:
  // their rows are sorted.
  const columns = narrowFirst && engine.unindexed ? keys.map(engine.unindexed) : keys;
  let listing = matchingRows<Row>(source, request, { namesJoined, tagJoined, testsIndexed: narrowFirst });
  const comparison = sql.raw(direction === "desc" ? "<" : ">");
  if (cursor && names) {
    const after = names.keyOf(Number(cursor.value), cursor.rowid);
    listing = listing.where(sql<SqlBool>`${names.key} ${comparison} ${after}`);
  } else if (cursor) {
    const after = [...(Array.isArray(cursor.value) ? cursor.value : [cursor.value]), cursor.rowid];
    listing = listing.where(sql<SqlBool>`(${sql.join(columns)}) ${comparison} (${sql.join(after)})`);
  }
  for (const column of columns) listing = listing.orderBy(column, direction);
  const found = await source.rows(
    select(listing)
      .select(values.map((column, i) => sql<number | string>`${column}`.as(`sort_value_${i}`)))
      .limit(limit + 1),
  );
  const page: Page<T> = { items: found.slice(0, limit).map((row) => map(row as Selected)) };
  const last = found[limit - 1] as Record<string, unknown> | undefined;
  if (found.length > limit && last) {
    const values = SORT_COLUMNS[sort].map((_, i) => last[`sort_value_${i}`] as number | string);
    page.nextCursor = encodeCursor({
      order: sortOrderName(sort, direction),
      value: values.length === 1 ? (values[0] as number | string) : values,
      rowid: Number(last[`sort_value_${SORT_COLUMNS[sort].length}`]),
    });
  }
  return page;
}

/**
 * The counted facets' values a request asks for, by facet, when it asks for nothing else (else
 * undefined): a counted column's value, or a counted tag (a library).
 */
export function countedOnly(
  table: ListedTable,
  { conditions, words }: ListingRequest,
): Map<string, string> | undefined {
  const { equals, tags, anyTags } = conditions;
  if (
    words.length ||
    tags.length > 1 ||
    anyTags.length ||
    conditions.anyOf?.length ||
    hasRowTests(conditions)
  )
    return undefined;
  const only = new Map<string, string>();
  for (const [column, value] of equals) {
    const facet = table.countedColumns[column];
    // An empty value is never tallied (FacetTally skips it).
    if (value === "" || facet === undefined || only.has(facet)) return undefined;
    only.set(facet, value);
  }
  const [tag] = tags;
  if (tag !== undefined) {
    if (!table.countedTags?.isCounted(tag)) return undefined;
    only.set(table.countedTags.facet, tag);
  }
  if (only.size > 1 && !table.pairFacet) return undefined;
  return only;
}

/**
 * How many rows match, from the maintained counts: for no condition but one tag, or but counted
 * facets (one, or the pair the table counts). Undefined for any other request.
 */
export async function maintainedTotal(
  source: ListingSource,
  request: ListingRequest,
): Promise<number | undefined> {
  const { table } = source;
  const { equals, tags, anyTags, anyOf } = request.conditions;
  const [tag, ...others] = tags;
  if (
    tag !== undefined &&
    !others.length &&
    !equals.length &&
    !anyTags.length &&
    !anyOf?.length &&
    !hasRowTests(request.conditions) &&
    !request.words.length
  ) {
    return maintainedCount(source, table.subject, "tag", tag);
  }
  const only = countedOnly(table, request);
  if (!only?.size) return undefined;
  if (only.size === 1) {
    const [[facet, value]] = [...only] as [[string, string]];
    return maintainedCount(source, table.subject, facet, value);
  }
  const pair = table.pairFacet;
  const first = pair && only.get(pair.first);
  const second = pair && only.get(pair.second);
  if (!pair || only.size !== 2 || first === undefined || second === undefined) return undefined;
  return maintainedCount(source, table.subject, pair.facet, JSON.stringify([first, second]));
}

/**
 * The rows matching a request, to count: the engine's choice of what to read first, else (an
 * engine that leaves it to its planner) with the search's table and the first tag joined.
 */
export async function countedRows<Row>(
  source: ListingSource,
  request: ListingRequest,
): Promise<Listing<Row>> {
  if (!source.engine.readFirst) return matchingRows<Row>(source, request);
  const first = await source.engine.readFirst(source, request);
  return matchingRows<Row>(source, request, {
    namesJoined: first === "search",
    tagJoined: first === "tag" || first === undefined,
  });
}

/** How many rows match, counted up to `cap` + 1 at most (all of them for an infinite cap). */
export async function countUpTo(
  source: ListingSource,
  request: ListingRequest,
  cap: number,
): Promise<number> {
  const every = (await countedRows(source, request)).select(sql<number>`1`.as("one"));
  const matches = Number.isFinite(cap) ? every.limit(cap + 1) : every;
  const [row] = await source.rows(
    source.db.selectFrom(matches.as("matches")).select(sql<number>`count(*)`.as("n")),
  );
  return Number(row?.n ?? 0);
}

/** How many rows match, exactly: the maintained counts where they give it, else a count of every match. */
export async function exactCount(source: ListingSource, request: ListingRequest): Promise<number> {
  if (request.conditions.empty) return 0;
  if (isUnconditional(request)) return source.engine.countAll(source);
  return (await maintainedTotal(source, request)) ?? countUpTo(source, request, Number.POSITIVE_INFINITY);
}

/**
 * The total a listing shows (decision 076): exact where the maintained counts give it or when at
 * most TOTAL_COUNT_CAP rows match, else "1,000+".
 */
export async function listingTotal(source: ListingSource, request: ListingRequest): Promise<ListingTotal> {
  if (request.conditions.empty) return { count: 0, exact: true };
  if (isUnconditional(request)) return { count: await source.engine.countAll(source), exact: true };
  const maintained = await maintainedTotal(source, request);
  if (maintained !== undefined) return { count: maintained, exact: true };
  const count = await countUpTo(source, request, TOTAL_COUNT_CAP);
  return count > TOTAL_COUNT_CAP ? { count: TOTAL_COUNT_CAP, exact: false } : { count, exact: true };
}
