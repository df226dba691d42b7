import type { SpaceRecord } from "./space-record";

/**
 * The columns of a space's row that its listings filter and sort by, on both engines. Sort
 * columns are never NULL (missing values are 0 or ''), so keyset cursors compare without NULL cases.
 */
export interface SpaceRowColumns {
  author: string | null;
  title: string | null;
  sdk: string | null;
  likes: number;
  trending_score: number;
  created_at: string;
  last_modified: string;
  /** The id, author and title in lower case, one a line: what a search finds a word in. */
  search_text: string;
}

/** A space's listing columns. */
export function spaceRowColumns(space: SpaceRecord): SpaceRowColumns {
  return {
    author: space.author ?? null,
    title: space.title ?? null,
    sdk: space.sdk ?? null,
    likes: space.likes ?? 0,
    trending_score: space.trendingScore ?? 0,
    created_at: space.createdAt ?? "",
    last_modified: space.lastModified ?? "",
    search_text: [space.id, space.author ?? "", space.title ?? ""].join("\n").toLowerCase(),
  };
}

/**
 * The tags a space is found by (the Hub's `filter`): its own, and its SDK, which the Hub tags
 * every space with, so that a space imported from a folder's card is found by it too.
 */
export function spaceFilterTags(space: SpaceRecord): string[] {
  return [...new Set([...(space.tags ?? []), ...(space.sdk ? [space.sdk] : [])])];
}
