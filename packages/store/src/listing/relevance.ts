import { type Expression, type RawBuilder, type SelectQueryBuilder, type SqlBool, sql } from "kysely";
import { decodeCursor, encodeCursor, InvalidCursorError } from "../cursor";
import { containsPattern } from "../full-text-query";
import { RELEVANCE_SORT, type SortDirection, sortOrderName } from "../listing-order";
import { type Page, type PageQuery, pageSize } from "../page";
import type { PostgresTables } from "../postgres/postgres-tables";
import { AFTER_PREFIX } from "../prefix-range";
import { type Listing, type ListingSource, readPage } from "./listing";
import type { ListingRequest } from "./listing-conditions";
import type { ListingEngine } from "./listing-engine";

// A search's best matches first (decision 100): its matches in tiers, each by downloads. Each tier
// is read as a listing by downloads of its own, only as far as the page needs, so a page costs
// about what a page by downloads costs and no match is scored.

/** The tiers, best first: their numbers order them. */
export const RELEVANCE_TIERS = {
  /** The id or the name (the id after its owner's `/`) is what was typed. */
  exact: 2,
  /** The name starts with the first term and holds every other. */
  nameStart: 1,
  /** The other matches. */
  rest: 0,
} as const;

/** A tier's number. */
export type RelevanceTier = (typeof RELEVANCE_TIERS)[keyof typeof RELEVANCE_TIERS];

/** Lower-cased as SQLite's lower() does, ASCII letters only, as the names are compared. */
export function asciiLowerCase(text: string): string {
  return text.replace(/[A-Z]/gu, (letter) => letter.toLowerCase());
}

/**
 * A tier: its number and its condition on the row `m`; for a tier of name-index rows, its
 * condition on the row `n` too, which the name index answers.
 */
interface TierCondition {
  tier: RelevanceTier;
  where: Expression<SqlBool>;
  named?: Expression<SqlBool>;
}

/**
 * A tier of at most this many name-index rows is read from the name index, its rows then tested
 * and sorted; a larger one is a condition on the rows of the listing by downloads, as it is read.
 */
const FEW_NAMED_ROWS = 2_000;

/**
 * The condition of each tier, best first, for a search's terms: a row is in the first tier whose
 * condition it meets. The exact and name-start tiers are ranges of the name index and imply that
 * every term is in the id. Without terms every row is in the last tier.
 */
export function tierConditions(
  engine: Pick<ListingEngine, "lowerCaseNames">,
  words: readonly string[],
): TierCondition[] {
  const rest: TierCondition = { tier: RELEVANCE_TIERS.rest, where: sql<SqlBool>`1 = 1` };
  if (!words.length) return [rest];
  const terms = words.map(asciiLowerCase);
  const typed = terms.join(" ");
  const [first = "", ...others] = terms;
  const slash = typed.indexOf("/");
  // Of the row aliased `row`: its name is what was typed, or it starts with the first term.
  const conditions = (row: string) => {
    const { id, name } = engine.lowerCaseNames(row);
    const exact =
      slash < 0
        ? sql<SqlBool>`${name} = ${typed}`
        : sql<SqlBool>`(${name} = ${typed} OR (${name} = ${typed.slice(slash + 1)} AND ${id} = ${typed}))`;
    const holds = (term: string) => sql<SqlBool>`${name} LIKE ${containsPattern(term)} ESCAPE '\\'`;
    const startsWith = sql<SqlBool>`(${sql.join(
      [sql`${name} >= ${first}`, sql`${name} < ${`${first}${AFTER_PREFIX}`}`, ...others.map(holds)],
      sql` AND `,
    )})`;
    return { exact, startsWith };
  };
  const [n, m] = [conditions("n"), conditions("m")];
  return [
    { tier: RELEVANCE_TIERS.exact, where: m.exact, named: n.exact },
    {
      tier: RELEVANCE_TIERS.nameStart,
      where: sql<SqlBool>`(${m.startsWith} AND NOT ${m.exact})`,
      named: sql<SqlBool>`(${n.startsWith} AND NOT ${n.exact})`,
    },
    { ...rest, where: sql<SqlBool>`NOT ${m.exact} AND NOT ${m.startsWith}` },
  ];
}

/**
 * The tier of the row `m` for a search's terms (at least one), as a number to sort by: for a
 * listing small enough to be read and sorted whole (spaces), where the tiers need not be read one
 * by one.
 */
export function relevanceTier(
  engine: Pick<ListingEngine, "lowerCaseNames">,
  words: readonly string[],
): RawBuilder<number> {
  const better = tierConditions(engine, words).filter(({ tier }) => tier !== RELEVANCE_TIERS.rest);
  const cases = better.map(({ tier, where }) => sql`WHEN ${where} THEN ${sql.lit(tier)}`);
  return sql<number>`(CASE ${sql.join(cases, sql` `)} ELSE ${sql.lit(RELEVANCE_TIERS.rest)} END)`;
}

/**
 * The request of a tier of name-index rows: without the search, which the tier implies. A tier of
 * few rows is read from them (`whereFirst`); undefined for a tier of none.
 */
async function namedTierRequest(
  source: ListingSource,
  request: ListingRequest,
  where: Expression<SqlBool>,
  named: Expression<SqlBool>,
): Promise<ListingRequest | undefined> {
  const table = sql.table(source.table.main);
  const [row] = await source.rows(
    source.db
      .selectFrom(sql`(SELECT 1 FROM ${table} n WHERE ${named} LIMIT ${FEW_NAMED_ROWS + 1})`.as("named"))
      .select(sql<number>`count(*)`.as("count")),
  );
  const count = Number(row?.count ?? 0);
  if (!count) return undefined;
  const rows = sql<SqlBool>`m.rowid IN (SELECT n.rowid FROM ${table} n WHERE ${named})`;
  const few = count <= FEW_NAMED_ROWS;
  return {
    ...request,
    words: [],
    fullText: false,
    where: [...(request.where ?? []), few ? rows : where],
    ...(few ? { whereFirst: true } : {}),
  };
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
 * a listing by downloads with the tier's condition added, skipped when the name index holds none
 * of its rows (see namedTierRequest).
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
  for (const { tier, where, named } of tiers) {
    if (position && (direction === "desc" ? tier > position.tier : tier < position.tier)) continue;
    const after = position?.tier === tier ? position.after : undefined;
    const cursor =
      after && encodeCursor({ order: downloadsOrder, value: after.downloads, rowid: after.rowid });
    const tierRequest = named
      ? await namedTierRequest(source, request, where, named)
      : { ...request, where: [...(request.where ?? []), where] };
    if (!tierRequest) continue;
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
