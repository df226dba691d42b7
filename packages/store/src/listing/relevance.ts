import { type Expression, type SelectQueryBuilder, type SqlBool, sql } from "kysely";
import { decodeCursor, encodeCursor, InvalidCursorError } from "../cursor";
import { containsPattern } from "../full-text-query";
import { RELEVANCE_SORT, type SortDirection, sortOrderName } from "../listing-order";
import { type Page, type PageQuery, pageSize } from "../page";
import type { PostgresTables } from "../postgres/postgres-tables";
import { AFTER_PREFIX } from "../prefix-range";
import { type Listing, type ListingSource, readPage } from "./listing";
import type { ListingRequest } from "./listing-conditions";
import type { ListingEngine } from "./listing-engine";

// A search's best matches first (decision 099): its matches in tiers, each by downloads. Each tier
// is read as a listing by downloads of its own, only as far as the page needs, so a page costs
// what a page by downloads costs and no match is scored.

/** The tiers, best first: their numbers order them. */
export const RELEVANCE_TIERS = {
  /** The id or the name (the id after its owner's `/`) is what was typed. */
  exact: 3,
  /** The name starts with the first term and holds every other. */
  nameStart: 2,
  /** The name holds every term. */
  name: 1,
  /** The rest: the author holds some term, or (with full text) the card. */
  other: 0,
} as const;

/** A tier's number. */
export type RelevanceTier = (typeof RELEVANCE_TIERS)[keyof typeof RELEVANCE_TIERS];

/** Lower-cased as SQLite's lower() does, ASCII letters only, as the names are compared. */
export function asciiLowerCase(text: string): string {
  return text.replace(/[A-Z]/gu, (letter) => letter.toLowerCase());
}

/**
 * The condition of each tier on the row `m`, for a search's terms, best first: a row is in the
 * first tier whose condition it meets. Without terms every row is in the `name` tier.
 */
export function tierConditions(
  { lowerCaseNames: { id, name } }: ListingEngine,
  words: readonly string[],
): [RelevanceTier, Expression<SqlBool>][] {
  if (!words.length) return [[RELEVANCE_TIERS.name, sql<SqlBool>`1 = 1`]];
  const terms = words.map(asciiLowerCase);
  const typed = terms.join(" ");
  const slash = typed.indexOf("/");
  const exact =
    slash < 0
      ? sql<SqlBool>`${name} = ${typed}`
      : sql<SqlBool>`(${name} = ${typed} OR (${name} = ${typed.slice(slash + 1)} AND ${id} = ${typed}))`;
  const holds = (term: string) => sql<SqlBool>`${name} LIKE ${containsPattern(term)} ESCAPE '\\'`;
  const [first = "", ...others] = terms;
  const startsWith = sql<SqlBool>`(${sql.join(
    [sql`${name} >= ${first}`, sql`${name} < ${`${first}${AFTER_PREFIX}`}`, ...others.map(holds)],
    sql` AND `,
  )})`;
  const holdsAll = sql<SqlBool>`(${sql.join(terms.map(holds), sql` AND `)})`;
  return [
    [RELEVANCE_TIERS.exact, exact],
    [RELEVANCE_TIERS.nameStart, sql<SqlBool>`(${startsWith} AND NOT ${exact})`],
    [RELEVANCE_TIERS.name, sql<SqlBool>`(${holdsAll} AND NOT ${startsWith} AND NOT ${exact})`],
    [RELEVANCE_TIERS.other, sql<SqlBool>`(NOT ${holdsAll} AND NOT ${exact})`],
  ];
}

/** Where a page by relevance ends: a tier, and in it the last row's downloads and rowid or its start. */
interface RelevancePosition {
  tier: number;
  after?: { downloads: number; rowid: number };
}

function decodeRelevanceCursor(cursor: string, direction: SortDirection): RelevancePosition {
  const { value, rowid } = decodeCursor(cursor, sortOrderName(RELEVANCE_SORT, direction));
  const [tier, downloads, ...rest] = Array.isArray(value) ? value : [];
  if (
    typeof tier !== "number" ||
    !Object.values(RELEVANCE_TIERS).includes(tier as RelevanceTier) ||
    (downloads !== undefined && typeof downloads !== "number") ||
    rest.length
  ) {
    throw new InvalidCursorError("cursor is not one this server issued");
  }
  return downloads === undefined ? { tier } : { tier, after: { downloads, rowid } };
}

function encodeRelevanceCursor(direction: SortDirection, { tier, after }: RelevancePosition): string {
  return encodeCursor({
    order: sortOrderName(RELEVANCE_SORT, direction),
    value: after ? [tier, after.downloads] : [tier],
    rowid: after?.rowid ?? 0,
  });
}

/**
 * One page of a listing by relevance ("desc": best tier first; "asc" reverses it). Each tier is
 * a listing by downloads with the tier's condition added; the exact and name-start tiers imply
 * every term is in the id, so they are read without the search, from the name index.
 */
export async function readRelevancePage<Row, Selected extends object, T>(
  source: ListingSource,
  request: ListingRequest,
  query: PageQuery,
  select: (listing: Listing<Row>) => SelectQueryBuilder<PostgresTables & { m: Row }, "m", Selected>,
  map: (row: Selected) => T,
): Promise<Page<T>> {
  const limit = pageSize(query.limit);
  const direction = query.direction ?? "desc";
  const position = query.cursor === undefined ? undefined : decodeRelevanceCursor(query.cursor, direction);
  const tiers = tierConditions(source.engine, request.words);
  if (direction === "asc") tiers.reverse();
  const downloadsOrder = sortOrderName("downloads", direction);
  const items: T[] = [];
  for (const [tier, condition] of tiers) {
    if (position && (direction === "desc" ? tier > position.tier : tier < position.tier)) continue;
    const after = position?.tier === tier ? position.after : undefined;
    const cursor =
      after && encodeCursor({ order: downloadsOrder, value: after.downloads, rowid: after.rowid });
    const impliesSearch = tier === RELEVANCE_TIERS.exact || tier === RELEVANCE_TIERS.nameStart;
    const tierRequest: ListingRequest = {
      ...request,
      ...(impliesSearch ? { words: [], fullText: false } : {}),
      where: [...(request.where ?? []), condition],
    };
    // Once the page is full, one more row (of any later tier) tells whether a next page exists.
    const wanted = Math.max(limit - items.length, 1);
    const page = await readPage(
      source,
      tierRequest,
      { sort: "downloads", direction, limit: wanted, ...(cursor ? { cursor } : {}) },
      select,
      map,
    );
    // The page was filled by the end of an earlier tier: this one's first row starts the next.
    if (items.length === limit) {
      if (page.items.length) return { items, nextCursor: encodeRelevanceCursor(direction, { tier }) };
      continue;
    }
    items.push(...page.items);
    if (page.nextCursor) {
      const { value, rowid } = decodeCursor(page.nextCursor, downloadsOrder);
      return {
        items,
        nextCursor: encodeRelevanceCursor(direction, { tier, after: { downloads: Number(value), rowid } }),
      };
    }
  }
  return { items };
}
