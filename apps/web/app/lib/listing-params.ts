// The URL of a listing is its whole state: search, task, library, sort and page cursor live in the
// query string, so every view works without JavaScript and can be shared as a link.

/** Sort choices as they appear in the URL (`?sort=`), in menu order. */
export const SORT_OPTIONS = [
  { id: "trending", label: "Trending", key: "trendingScore" },
  { id: "downloads", label: "Most downloads", key: "downloads" },
  { id: "likes", label: "Most likes", key: "likes" },
  { id: "created", label: "Recently created", key: "createdAt" },
  { id: "modified", label: "Recently updated", key: "lastModified" },
] as const;

export type SortId = (typeof SORT_OPTIONS)[number]["id"];
export type StoreSortKey = (typeof SORT_OPTIONS)[number]["key"];

export const DEFAULT_SORT: SortId = "trending";

/**
 * The order a listing opens in: trending, unless no entry of the catalogue has a trending score
 * (an imported dump may carry none), where it would be an arbitrary order; then most downloads.
 */
export function defaultSortFor(highestTrendingScore: number | undefined): SortId {
  return highestTrendingScore !== undefined && highestTrendingScore > 0 ? DEFAULT_SORT : "downloads";
}

/** The state of a listing as read from its URL. */
export interface ListingParams {
  search: string;
  /** Task id filter (`pipeline_tag` on models, `task_categories` on datasets). */
  task?: string;
  /** Library filter. */
  library?: string;
  sort: SortId;
  /** The sort used when the URL names none (left out of the listing's links). */
  defaultSort: SortId;
  /** Opaque store cursor of the page shown; absent on the first page. */
  cursor?: string;
}

/** The query-string name of the task filter of each listing (the Hub's names). */
export const TASK_PARAM = { models: "pipeline_tag", datasets: "task_categories" } as const;

export type ListingKind = keyof typeof TASK_PARAM;

/** Reads a listing's state from its query string; unknown sorts fall back to the default. */
export function readListingParams(
  kind: ListingKind,
  query: URLSearchParams,
  defaultSort: SortId = DEFAULT_SORT,
): ListingParams {
  const sort = query.get("sort");
  const params: ListingParams = {
    search: (query.get("search") ?? "").trim().slice(0, 200),
    sort: SORT_OPTIONS.some((option) => option.id === sort) ? (sort as SortId) : defaultSort,
    defaultSort,
  };
  const task = query.get(TASK_PARAM[kind])?.trim();
  if (task) params.task = task;
  const library = query.get("library")?.trim();
  if (library) params.library = library;
  const cursor = query.get("cursor");
  if (cursor) params.cursor = cursor;
  return params;
}

/** The store's sort key for a URL sort id. */
export function storeSortKey(sort: SortId): StoreSortKey {
  return SORT_OPTIONS.find((option) => option.id === sort)?.key ?? "trendingScore";
}

/**
 * The link to the listing with some state changed. Changing any filter drops the cursor (back to
 * page one); `undefined` removes a parameter; the default sort is left out of the URL.
 */
export function listingHref(
  kind: ListingKind,
  current: ListingParams,
  changes: Partial<Record<keyof ListingParams, string | undefined>>,
): string {
  const next = { ...current, cursor: undefined, ...changes };
  const query = new URLSearchParams();
  if (next.search) query.set("search", next.search);
  if (next.task) query.set(TASK_PARAM[kind], next.task);
  if (next.library) query.set("library", next.library);
  if (next.sort && next.sort !== current.defaultSort) query.set("sort", next.sort);
  if (next.cursor) query.set("cursor", next.cursor);
  const text = query.toString();
  return `/${kind}${text ? `?${text}` : ""}`;
}
