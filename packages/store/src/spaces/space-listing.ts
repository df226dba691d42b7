import {
  type Compilable,
  type Kysely,
  type RawBuilder,
  type SelectQueryBuilder,
  type SqlBool,
  sql,
} from "kysely";
import { decodeCursor, encodeCursor, InvalidCursorError } from "../cursor";
import { containsPattern } from "../full-text-query";
import { type ListingTotal, TOTAL_COUNT_CAP } from "../listing/listing";
import { searchWords } from "../listing/listing-conditions";
import type { ListingEngine } from "../listing/listing-engine";
import { relevanceTier } from "../listing/relevance";
import type { SortDirection } from "../listing-order";
import { type Page, pageSize } from "../page";
import type { PostgresTables } from "../postgres/postgres-tables";
import { normalizeSpaceRecord, type SpaceRecord, type SpaceSdk } from "./space-record";

// The spaces listing, one Kysely query for both engines (decision 096): spaces carry no
// downloads, so the models' and datasets' listing (keyed by downloads) does not fit them.

/**
 * Orders a spaces listing can take: the Hub's `sort` values for spaces, and a search's best
 * matches first (decision 100), each tier by likes.
 */
export const SPACE_SORT_KEYS = ["likes", "trendingScore", "createdAt", "lastModified", "relevance"] as const;
export type SpaceSortKey = (typeof SPACE_SORT_KEYS)[number];

/** What a spaces listing asks for. Every condition given must hold. */
export interface SpaceQuery {
  /** Words each found in the id, the author or the title, whatever the case. */
  search?: string;
  /** The owner, exactly. */
  author?: string;
  sdk?: SpaceSdk;
  /** Tags every space carries (its own, or its SDK). */
  tags?: string[];
  /** Default "likes". */
  sort?: SpaceSortKey;
  /** Default "desc" (most first). */
  direction?: SortDirection;
  /** Page size, 1 to MAX_PAGE_SIZE; default DEFAULT_PAGE_SIZE. */
  limit?: number;
  /** The `nextCursor` of the previous page. */
  cursor?: string;
}

/**
 * The columns each sort orders by, then the rowid. Trending scores tie often (most spaces have
 * none), so their ties go to the most liked. By relevance: the search's tier, then likes.
 */
const SORT_COLUMNS: Record<
  Exclude<SpaceSortKey, "relevance">,
  readonly ("likes" | "trending_score" | "created_at" | "last_modified")[]
> = {
  likes: ["likes"],
  trendingScore: ["trending_score", "likes"],
  createdAt: ["created_at"],
  lastModified: ["last_modified"],
};

/** The terms a page is ordered by, before the rowid, for a sort and the search's lower-case words. */
function sortTerms(
  engine: SpaceListingSource["engine"],
  sort: SpaceSortKey,
  words: readonly string[],
): RawBuilder<number | string>[] {
  // Without a search every space is in one tier: the order of likes.
  if (sort === "relevance")
    return words.length ? [relevanceTier(engine, words), sql`m.likes`] : [sql`m.likes`];
  return SORT_COLUMNS[sort].map((column) => sql<number | string>`${sql.ref(`m.${column}`)}`);
}

/** Sorts by a date: their columns hold ISO text; the others hold numbers. */
const TEXT_SORTS: ReadonlySet<SpaceSortKey> = new Set(["createdAt", "lastModified"]);

/** Where a spaces listing reads: the connection, and how a query built on it is run. */
export interface SpaceListingSource {
  db: Kysely<PostgresTables>;
  /** How the engine lower-cases a row's id and name, as relevance compares them. */
  engine: Pick<ListingEngine, "lowerCaseNames">;
  rows<R>(query: Compilable<R>): Promise<R[]>;
  /**
   * The condition on the row `m` that finds the lower-case `words` in its search text through a
   * table of the engine's own, and the words it cannot find (they stay LIKE conditions). Absent
   * when the engine's index answers LIKE itself (PostgreSQL's trigram index).
   */
  searchTable?(words: readonly string[]): { condition: RawBuilder<SqlBool>; others: string[] } | undefined;
}

/** The identifier a spaces cursor carries: a cursor of another listing or order is refused. */
const orderName = (sort: SpaceSortKey, direction: SortDirection) => `spaces:${sort}:${direction}`;

function decodeSpaceCursor(cursor: string, sort: SpaceSortKey, terms: number, direction: SortDirection) {
  const position = decodeCursor(cursor, orderName(sort, direction));
  const values = Array.isArray(position.value) ? position.value : [position.value];
  const type = TEXT_SORTS.has(sort) ? "string" : "number";
  if (values.length !== terms || values.some((value) => typeof value !== type)) {
    throw new InvalidCursorError("cursor is not one this server issued");
  }
  return { values, rowid: position.rowid };
}

/** The search's words, lower-cased as the rows' search text is stored. */
const lowerCaseWords = (query: SpaceQuery) => searchWords(query.search).map((word) => word.toLowerCase());

/** The spaces matching the query's conditions, as `m`. */
function matchingSpaces({ db, searchTable }: SpaceListingSource, query: SpaceQuery) {
  let rows = db.selectFrom("spaces as m");
  if (query.author !== undefined) rows = rows.where("m.author", "=", query.author);
  if (query.sdk !== undefined) rows = rows.where("m.sdk", "=", query.sdk);
  for (const tag of new Set(query.tags ?? [])) {
    rows = rows.where(
      sql<SqlBool>`EXISTS (SELECT 1 FROM space_tags t WHERE t.tag = ${tag} AND t.space_rowid = m.rowid)`,
    );
  }
  // The row's text is stored in lower case: LIKE then finds the same rows on both engines.
  const words = lowerCaseWords(query);
  const indexed = words.length ? searchTable?.(words) : undefined;
  if (indexed) rows = rows.where(indexed.condition);
  for (const word of indexed?.others ?? words) {
    rows = rows.where(sql<SqlBool>`m.search_text LIKE ${containsPattern(word)} ESCAPE '\\'`);
  }
  return rows;
}

type Matching = ReturnType<typeof matchingSpaces>;
type Row = { record: string } & Record<`sort_value_${number}`, number | string>;

/**
 * One page of spaces, in keyset order (the sort's columns, then the rowid), resuming after the
 * cursor's row. Throws InvalidQueryError / InvalidCursorError for bad paging.
 */
export async function readSpacePage(
  source: SpaceListingSource,
  query: SpaceQuery,
): Promise<Page<SpaceRecord>> {
  const limit = pageSize(query.limit);
  const sort = query.sort ?? "likes";
  const direction = query.direction ?? "desc";
  const terms = sortTerms(source.engine, sort, lowerCaseWords(query));
  const columns = [...terms, sql<number>`m.rowid`];
  let listing: Matching = matchingSpaces(source, query);
  if (query.cursor !== undefined) {
    const { values, rowid } = decodeSpaceCursor(query.cursor, sort, terms.length, direction);
    const comparison = sql.raw(direction === "desc" ? "<" : ">");
    listing = listing.where(
      sql<SqlBool>`(${sql.join(columns)}) ${comparison} (${sql.join([...values, rowid])})`,
    );
  }
  let ordered: SelectQueryBuilder<PostgresTables & { m: PostgresTables["spaces"] }, "m", object> = listing;
  for (const column of columns) ordered = ordered.orderBy(column, direction);
  const found = (await source.rows(
    ordered
      .select("m.record")
      .select(columns.map((column, i) => column.as(`sort_value_${i}`)))
      .limit(limit + 1),
  )) as unknown as Row[];
  const page: Page<SpaceRecord> = {
    items: found.slice(0, limit).map((row) => normalizeSpaceRecord(JSON.parse(row.record))),
  };
  const last = found[limit - 1];
  if (found.length > limit && last) {
    const values = terms.map((_, i) => {
      const value = last[`sort_value_${i}`];
      return TEXT_SORTS.has(sort) ? String(value) : Number(value);
    });
    page.nextCursor = encodeCursor({
      order: orderName(sort, direction),
      value: values.length === 1 ? (values[0] as number | string) : values,
      rowid: Number(last[`sort_value_${terms.length}`]),
    });
  }
  return page;
}

/**
 * The total a spaces listing shows (decision 076): exact up to TOTAL_COUNT_CAP matches, else
 * "10,000+"; every space when the query asks for nothing.
 */
export async function spaceListingTotal(
  source: SpaceListingSource,
  query: SpaceQuery,
): Promise<ListingTotal> {
  const unconditional =
    query.author === undefined &&
    query.sdk === undefined &&
    !query.tags?.length &&
    !searchWords(query.search).length;
  const matching = matchingSpaces(source, query).select(sql<number>`1`.as("one"));
  const counted = source.db
    .selectFrom((unconditional ? matching : matching.limit(TOTAL_COUNT_CAP + 1)).as("matches"))
    .select(sql<number>`count(*)`.as("n"));
  const [row] = await source.rows(counted);
  const count = Number(row?.n ?? 0);
  return count > TOTAL_COUNT_CAP && !unconditional
    ? { count: TOTAL_COUNT_CAP, exact: false }
    : { count, exact: true };
}
