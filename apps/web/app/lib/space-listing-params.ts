import type { SpaceSdk, SpaceSortKey } from "@modelhub/store";

// The demo apps listing, `/spaces`: its whole state (search, owner, SDK, sort, page) lives in the
// URL, so every view works without JavaScript and can be shared as a link.

/**
 * Sort choices as they appear in the URL (`?sort=`, the Hub's names), in menu order. Relevance
 * orders a search's matches (decision 100), so it is offered only while searching.
 */
export const SPACE_SORT_OPTIONS = [
  { id: "relevance", label: "Most relevant", key: "relevance" },
  { id: "trending", label: "Trending", key: "trendingScore" },
  { id: "likes", label: "Most likes", key: "likes" },
  { id: "created", label: "Recently created", key: "createdAt" },
  { id: "modified", label: "Recently updated", key: "lastModified" },
] as const satisfies readonly { id: string; label: string; key: SpaceSortKey }[];

export type SpaceSortId = (typeof SPACE_SORT_OPTIONS)[number]["id"];

/** The listing's state as read from its URL. */
export interface SpaceListingParams {
  search: string;
  /** The owner whose apps are listed (`author`, the Hub's name). */
  author?: string;
  sdk?: SpaceSdk;
  sort: SpaceSortId;
  /** The sort used when the URL names none (left out of the listing's links). */
  defaultSort: SpaceSortId;
  /** Opaque store cursor of the page shown; absent on the first page. */
  cursor?: string;
}

/** The listing's URL for these parameters; the default sort and empty values are left out. */
export function spacesHref(params: SpaceListingParams, changes: Partial<SpaceListingParams> = {}): string {
  const next = { ...params, cursor: undefined, ...changes };
  const query = new URLSearchParams();
  if (next.search) query.set("search", next.search);
  if (next.author) query.set("author", next.author);
  if (next.sdk) query.set("sdk", next.sdk);
  if (next.sort !== next.defaultSort) query.set("sort", next.sort);
  if (next.cursor) query.set("cursor", next.cursor);
  const text = query.toString();
  return text ? `/spaces?${text}` : "/spaces";
}
