import { type CursorPosition, decodeCursor, InvalidCursorError } from "./cursor";

// How listings are ordered: the sort keys a client names, the columns and index behind each, and
// the cursor each order takes (see listing/listing.ts).

/**
 * Orders every listing can take (the Hub's `sort` values). The first migrations built an index
 * for each, on models and datasets alike: a sort of one kind only goes in MODEL_SORT_KEYS.
 */
export const SORT_KEYS = ["downloads", "likes", "trendingScore", "createdAt", "lastModified"] as const;

/** Orders only model listings take: by parameter count (the Hub's `num_parameters`). */
export const MODEL_ONLY_SORT_KEYS = ["num_parameters"] as const;

/** Orders a model listing can take. */
export const MODEL_SORT_KEYS = [...SORT_KEYS, ...MODEL_ONLY_SORT_KEYS] as const;
export type SortKey = (typeof MODEL_SORT_KEYS)[number];
/** An order every listing can take. */
export type CommonSortKey = (typeof SORT_KEYS)[number];

/**
 * The order of a search's best matches first (decision 100): no column of its own, so not a
 * SortKey; listing/relevance.ts reads it as tiers, each by downloads.
 */
export const RELEVANCE_SORT = "relevance";

/** Any order a model or dataset listing can take. */
export type ListingSort = SortKey | typeof RELEVANCE_SORT;

/** Sort direction: "desc" (the default, most first) or "asc". */
export type SortDirection = "asc" | "desc";

/**
 * The columns each sort orders by, then the rowid. Likes and trending scores tie often (most
 * models have none), so their ties go to the most downloaded (the schema indexes the pairs).
 */
export const SORT_COLUMNS: Record<SortKey, readonly string[]> = {
  downloads: ["downloads"],
  likes: ["likes", "downloads"],
  trendingScore: ["trending_score", "downloads"],
  createdAt: ["created_at"],
  lastModified: ["last_modified"],
  num_parameters: ["num_parameters", "downloads"],
};

/** The identifier a cursor carries for a sort order, e.g. "downloads:desc". */
export function sortOrderName(sort: ListingSort, direction: SortDirection): string {
  return `${sort}:${direction}`;
}

/** Sorts by a date: their columns hold ISO text; every other sort column holds numbers. */
const TEXT_SORTS: ReadonlySet<SortKey> = new Set(["createdAt", "lastModified"]);

/**
 * Decodes a listing's paging cursor for the sort and direction it is read with: the cursor must be
 * one issued for that order, with one value of the column's type per sort column. A value of
 * another type would compare with every row (SQLite orders numbers before text), and the listing
 * would restart from its first page instead of refusing the cursor.
 */
export function decodeListingCursor(cursor: string, sort: SortKey, direction: SortDirection): CursorPosition {
  const position = decodeCursor(cursor, sortOrderName(sort, direction));
  const values = Array.isArray(position.value) ? position.value : [position.value];
  const types = SORT_COLUMNS[sort].map((_, i) => (i === 0 && TEXT_SORTS.has(sort) ? "string" : "number"));
  if (values.length !== types.length || values.some((value, i) => typeof value !== types[i])) {
    throw new InvalidCursorError("cursor is not one this server issued");
  }
  return position;
}
