import { type Expression, type Kysely, type SelectQueryBuilder, type SqlBool, sql } from "kysely";
import { encodeCursor } from "../cursor";
import type { FacetSubject } from "../facet-tally";
import type { ListingConditions } from "../listing/listing-conditions";
import { type ListingTotal, TOTAL_COUNT_CAP } from "../listing/totals";
import { decodeListingCursor, SORT_COLUMNS, sortOrderName } from "../listing-order";
import { TASK_LIBRARY_FACET } from "../models/model-batch-insert";
import { isLibraryTag, LIBRARY_FACET } from "../models/model-libraries";
import { type Page, type PageQuery, pageSize } from "../page";
import { cardHasTerm } from "./postgres-card-words";
import { maintainedCount } from "./postgres-facet-counts";
import type { DatasetsTable, ModelsTable, PostgresTables } from "./postgres-tables";

// A listing on PostgreSQL, for models and datasets alike: the query's conditions as one SELECT,
// planned by the database over indexes shaped like the listings (schema/postgres/).

/** The tables behind one listed kind, which the one listing reads. */
export interface PostgresListedTable<Row> {
  /** The rows, aliased `m`. */
  main: "models" | "datasets";
  /** One row per (tag, row), keyed (tag, downloads, row). */
  tags: "model_tags" | "dataset_tags";
  /** The tag table's column naming its row. */
  tagRowid: "model_rowid" | "dataset_rowid";
  /** The tsvectors of the rows' card text (see postgres-card-words.ts). */
  cards: "model_cards" | "dataset_cards";
  /** The subject of this kind's maintained counts in `facet_counts`. */
  subject: FacetSubject;
  /** The columns filtered by equality whose values `facet_counts` counts, with their facet. */
  countedColumns: Readonly<Record<string, string>>;
  /** The facet counting some tags (a model's libraries), when maintained: a row counts under each it carries. */
  countedTags?: { facet: string; isCounted(tag: string): boolean };
  /** The facet counting pairs of two counted facets' values (JSON [first, second]), by facet name. */
  pairFacet?: { facet: string; first: string; second: string };
  /** Only for typing: the row type of `main`. */
  readonly row?: Row;
}

export const POSTGRES_MODEL_TABLE: PostgresListedTable<ModelsTable> = {
  main: "models",
  tags: "model_tags",
  tagRowid: "model_rowid",
  cards: "model_cards",
  subject: "model",
  countedColumns: { pipeline_tag: "pipeline_tag" },
  countedTags: { facet: LIBRARY_FACET, isCounted: isLibraryTag },
  pairFacet: { facet: TASK_LIBRARY_FACET, first: "pipeline_tag", second: LIBRARY_FACET },
};

export const POSTGRES_DATASET_TABLE: PostgresListedTable<DatasetsTable> = {
  main: "datasets",
  tags: "dataset_tags",
  tagRowid: "dataset_rowid",
  cards: "dataset_cards",
  subject: "dataset",
  countedColumns: {},
};

/**
 * What a listing asks for: the conditions, and the words its search must find in ids or authors,
 * or with `fullText` at the start of a word of the card text.
 */
export interface ListingRequest {
  conditions: ListingConditions;
  words: string[];
  fullText?: boolean;
}

/** The rows of a listing, as `m`, to select columns from. */
export type Listing<Row> = SelectQueryBuilder<PostgresTables & { m: Row }, "m", object>;

/** The words a visitor typed, each of which an id or author must contain (or with fullText, the card). */
export function searchWords(search: string | undefined): string[] {
  return search?.trim() ? search.trim().split(/\s+/) : [];
}

/** A word of a search as a LIKE pattern matching it anywhere, its wildcards taken literally. */
function containsPattern(word: string): string {
  return `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const isUnconditional = ({ conditions, words }: ListingRequest) =>
  !conditions.equals.length &&
  !conditions.tags.length &&
  !conditions.anyTags.length &&
  !conditions.anyOf?.length &&
  !words.length;

/**
 * The rows matching a request, as `m`. The first tag is a join on its tag rows tied to the row's
 * downloads too, so that a listing by downloads can be read in the tag rows' own order.
 */
export function matchingRows<Row>(
  db: Kysely<PostgresTables>,
  table: PostgresListedTable<Row>,
  { conditions, words, fullText = false }: ListingRequest,
): Listing<Row> {
  // Table names from the configuration: Kysely's types cannot follow them, the SQL can.
  const any = db as unknown as Kysely<Record<string, Record<string, unknown>>>;
  let query = any.selectFrom(`${table.main} as m`) as unknown as Listing<Row>;
  for (const [column, value] of conditions.equals) query = query.where(sql.ref(`m.${column}`), "=", value);
  const tags = sql.table(table.tags);
  const rowid = sql.raw(table.tagRowid);
  const [first, ...others] = conditions.tags;
  if (first !== undefined) {
    query = query.where(
      sql<SqlBool>`EXISTS (SELECT 1 FROM ${tags} t0 WHERE t0.tag = ${first} AND t0.downloads = m.downloads AND t0.${rowid} = m.rowid)`,
    );
  }
  const hasTags = (group: readonly string[]): Expression<SqlBool> =>
    sql<SqlBool>`EXISTS (SELECT 1 FROM ${tags} t WHERE t.${rowid} = m.rowid AND t.tag = ANY(${[...group]}::text[]))`;
  for (const tag of others) query = query.where(hasTags([tag]));
  for (const group of conditions.anyTags) query = query.where(hasTags(group));
  // Each group of alternatives: at least one alternative's tags and equalities all hold.
  for (const group of conditions.anyOf ?? []) {
    const alternatives = group.map(({ tags: all, equals }) => {
      const parts = [
        ...all.map((tag) => hasTags([tag])),
        ...equals.map(([column, value]) => sql<SqlBool>`${sql.ref(`m.${column}`)} = ${value}`),
      ];
      return parts.length ? sql<SqlBool>`(${sql.join(parts, sql` AND `)})` : sql<SqlBool>`TRUE`;
    });
    query = query.where(
      alternatives.length ? sql<SqlBool>`(${sql.join(alternatives, sql` OR `)})` : sql<SqlBool>`FALSE`,
    );
  }
  for (const word of words) {
    const pattern = containsPattern(word);
    const inNames = sql<SqlBool>`(m.id ILIKE ${pattern} OR m.author ILIKE ${pattern})`;
    query = query.where(fullText ? sql<SqlBool>`(${inNames} OR ${cardHasTerm(table.cards, word)})` : inNames);
  }
  return query;
}

/**
 * One page of a listing, in keyset order (the sort's columns, then the rowid), resuming after
 * the cursor's row; `limit + 1` rows are read to learn whether a next page exists.
 */
export async function readPage<Row, Selected extends Record<string, unknown>, T>(
  db: Kysely<PostgresTables>,
  table: PostgresListedTable<Row>,
  request: ListingRequest,
  query: PageQuery,
  select: (listing: Listing<Row>) => SelectQueryBuilder<PostgresTables & { m: Row }, "m", Selected>,
  map: (row: Selected) => T,
): Promise<Page<T>> {
  const limit = pageSize(query.limit);
  const sort = query.sort ?? "downloads";
  const direction = query.direction ?? "desc";
  const cursor = query.cursor === undefined ? undefined : decodeListingCursor(query.cursor, sort, direction);
  if (request.conditions.empty) return { items: [] };
  const columns = [...SORT_COLUMNS[sort], "rowid"].map((column) => sql.ref(`m.${column}`));
  let listing = matchingRows(db, table, request);
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
  const page: Page<T> = { items: found.slice(0, limit).map((row) => map(row as Selected)) };
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

/**
 * The counted facets' values a request asks for, by facet, when it asks for nothing else (else
 * undefined): a counted column's value, or a counted tag (a library).
 */
export function countedOnly<Row>(
  table: PostgresListedTable<Row>,
  { conditions, words }: ListingRequest,
): Map<string, string> | undefined {
  const { equals, tags, anyTags } = conditions;
  if (words.length || tags.length > 1 || anyTags.length || conditions.anyOf?.length) return undefined;
  const only = new Map<string, string>();
  for (const [column, value] of equals) {
    const facet = table.countedColumns[column];
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
export async function maintainedTotal<Row>(
  db: Kysely<PostgresTables>,
  table: PostgresListedTable<Row>,
  request: ListingRequest,
): Promise<number | undefined> {
  const { equals, tags, anyTags, anyOf } = request.conditions;
  const [tag, ...others] = tags;
  if (
    tag !== undefined &&
    !others.length &&
    !equals.length &&
    !anyTags.length &&
    !anyOf?.length &&
    !request.words.length
  ) {
    return maintainedCount(db, table.subject, "tag", tag);
  }
  const only = countedOnly(table, request);
  if (!only?.size) return undefined;
  if (only.size === 1) {
    const [[facet, value]] = [...only] as [[string, string]];
    return maintainedCount(db, table.subject, facet, value);
  }
  const pair = table.pairFacet;
  const first = pair && only.get(pair.first);
  const second = pair && only.get(pair.second);
  if (!pair || only.size !== 2 || first === undefined || second === undefined) return undefined;
  return maintainedCount(db, table.subject, pair.facet, JSON.stringify([first, second]));
}

/** How many rows match, counted up to `cap` + 1 at most (all of them for an infinite cap). */
export async function countUpTo<Row>(
  db: Kysely<PostgresTables>,
  table: PostgresListedTable<Row>,
  request: ListingRequest,
  cap: number,
): Promise<number> {
  const every = matchingRows(db, table, request).select(sql<number>`1`.as("one"));
  const matches = Number.isFinite(cap) ? every.limit(cap + 1) : every;
  const row = await db
    .selectFrom(matches.as("matches"))
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** How many rows match, exactly: the maintained counts where they give it, else a count of every match. */
export async function exactCount<Row>(
  db: Kysely<PostgresTables>,
  table: PostgresListedTable<Row>,
  request: ListingRequest,
): Promise<number> {
  if (request.conditions.empty) return 0;
  return (
    (await maintainedTotal(db, table, request)) ?? countUpTo(db, table, request, Number.POSITIVE_INFINITY)
  );
}

/**
 * The total a listing shows (decision 076): exact where the maintained counts give it or when at
 * most TOTAL_COUNT_CAP rows match, else "10,000+".
 */
export async function listingTotal<Row>(
  db: Kysely<PostgresTables>,
  table: PostgresListedTable<Row>,
  request: ListingRequest,
): Promise<ListingTotal> {
  if (request.conditions.empty) return { count: 0, exact: true };
  if (isUnconditional(request)) {
    const { rows } = await sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM ${sql.table(table.main)}`.execute(db);
    return { count: rows[0]?.n ?? 0, exact: true };
  }
  const maintained = await maintainedTotal(db, table, request);
  if (maintained !== undefined) return { count: maintained, exact: true };
  const count = await countUpTo(db, table, request, TOTAL_COUNT_CAP);
  return count > TOTAL_COUNT_CAP ? { count: TOTAL_COUNT_CAP, exact: false } : { count, exact: true };
}

export { isUnconditional };
