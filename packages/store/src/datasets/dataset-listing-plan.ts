import { countUpTo } from "../count-up-to";
import type { Database } from "../database";
import { readFacetCount } from "../facet-tally";
import type { SortKey } from "../listing-order";
import { planFilteredSearch, prefersSortIndexWalk } from "../listing-plan";
import {
  type ListingFilter,
  type ListingTables,
  manyMatchesQuery,
  readsSearchKeyOrder,
} from "../listing-query";

/** The ways a dataset listing page can be read (see ListingFilter); none set: the default plan. */
export type DatasetListingPlan = Pick<ListingFilter, "walkSortIndex" | "driveBySearch">;

/** A filter's tags with their rows (maintained counts), fewest first: the first drives a page. */
export function datasetTagsFewestFirst(
  db: Database,
  tags: readonly string[],
): { tag: string; rows: number }[] {
  const sized = tags.map((tag) => ({ tag, rows: readFacetCount(db, "dataset", "tag", tag) }));
  return sized.sort((a, b) => a.rows - b.rows);
}

/**
 * The rows of a dataset filter's narrowest condition other than its search: its smallest tag's
 * maintained count, or its author's rows, counted only while they may be fewer than `cap`
 * (no condition: infinity).
 */
function narrowestConditionRows(
  db: Database,
  tables: ListingTables,
  filter: ListingFilter,
  cap: number,
): number {
  let rows = datasetTagsFewestFirst(db, filter.tags)[0]?.rows ?? Number.POSITIVE_INFINITY;
  const author = filter.equals.find(([column]) => column === "author")?.[1];
  if (author !== undefined && rows > cap) {
    rows = Math.min(rows, countUpTo(db, `SELECT 1 FROM ${tables.main} WHERE author = ?`, [author], cap + 1));
  }
  return rows;
}

/**
 * How to read one page of a dataset listing, as for models (planModelListing, decision 020):
 * - a search alone: from the full-text index in key order for the downloads sort, else down the
 *   sort index when it has many matches;
 * - a search with an author or tags: planFilteredSearch (from the matches when they are fewer);
 * - an author or tags by another sort than downloads: prefersSortIndexWalk.
 */
export function planDatasetListing(
  db: Database,
  tables: ListingTables,
  filter: ListingFilter,
  sort: SortKey,
  limit: number,
): DatasetListingPlan {
  const conditions = filter.equals.length > 0 || filter.tags.length > 0;
  if (filter.match && !conditions) {
    if (readsSearchKeyOrder(tables, filter, sort)) return {};
    return { walkSortIndex: db.get<{ n: number }>(manyMatchesQuery(tables), [filter.match])?.n === 1 };
  }
  if (filter.match) {
    const conditionRows = (cap: number) => narrowestConditionRows(db, tables, filter, cap);
    return planFilteredSearch(db, tables, { ...filter, match: filter.match }, sort, limit, conditionRows);
  }
  if (sort === "downloads" || !conditions) return {};
  return { walkSortIndex: prefersSortIndexWalk(db, tables, "dataset", filter, limit) };
}
