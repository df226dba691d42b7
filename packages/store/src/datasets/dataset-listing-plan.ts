import { countUpTo } from "../count-up-to";
import type { Database } from "../database";
import { readFacetCount } from "../facet-tally";
import type { ListingFilter, ListingTables } from "../listing-filter";
import type { SortKey } from "../listing-order";
import {
  MAX_PROBED_ROWS,
  planFilteredSearch,
  planPlainSearch,
  prefersSortIndexWalk,
  probesSearch,
  searchMatchesUpTo,
} from "../listing-plan";
import type { PrefixListRead } from "../search-prefix-terms";

/**
 * The ways a dataset listing page can be read (see ListingFilter; none set: the default plan), and
 * its tags fewest first.
 */
export type DatasetListingPlan = Pick<ListingFilter, "tags"> &
  Partial<Pick<ListingFilter, "walkSortIndex" | "driveBySearch" | "driveByColumns" | "probeSearch">>;

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
 * maintained count (`smallestTagRows`), or its author's rows, counted only while they may be fewer
 * than `cap` (no condition: infinity).
 */
function narrowestConditionRows(
  db: Database,
  tables: ListingTables,
  filter: ListingFilter,
  smallestTagRows: number,
  cap: number,
): number {
  let rows = smallestTagRows;
  const author = filter.equals.find(([column]) => column === "author")?.[1];
  if (author !== undefined && rows > cap) {
    rows = Math.min(rows, countUpTo(db, `SELECT 1 FROM ${tables.main} WHERE author = ?`, [author], cap + 1));
  }
  return rows;
}

/**
 * How many rows the narrowest of a dataset filter's conditions holds: its smallest tag's
 * maintained count, or its author's rows or its search's matches, counted up to `cap` + 1.
 */
export function datasetNarrowestRows(
  db: Database,
  tables: ListingTables,
  filter: ListingFilter,
  cap: number,
): number {
  const smallest = datasetTagsFewestFirst(db, filter.tags)[0]?.rows ?? Number.POSITIVE_INFINITY;
  const rows = narrowestConditionRows(db, tables, filter, smallest, cap);
  if (filter.match === undefined || rows <= cap) return rows;
  return Math.min(rows, searchMatchesUpTo(db, tables, filter.match, cap + 1));
}

/**
 * How to read one page of a dataset listing, as for models (planModelListing, decision 020):
 * - a search alone: from the full-text index in key order for the downloads sort, else down the
 *   sort index when it has many matches;
 * - a one-letter search (`prefixList` "word") with a narrow author or tag: that condition's rows,
 *   the search probed on each (probesSearch);
 * - a search with an author or tags: planFilteredSearch (from the matches when they are fewer);
 * - an author or tags by another sort than downloads: prefersSortIndexWalk.
 * Its tags go fewest first: the first tag's rows drive a page read from tag rows.
 */
export function planDatasetListing(
  db: Database,
  tables: ListingTables,
  filter: ListingFilter,
  sort: SortKey,
  limit: number,
  prefixList?: PrefixListRead,
): DatasetListingPlan {
  const sized = datasetTagsFewestFirst(db, filter.tags);
  const tags = sized.map((entry) => entry.tag);
  const conditions = filter.equals.length > 0 || tags.length > 0;
  if (filter.match && !conditions) {
    return { tags, ...planPlainSearch(db, tables, { ...filter, match: filter.match }, sort) };
  }
  if (filter.match && prefixList === "word") {
    const smallest = sized[0]?.rows ?? Number.POSITIVE_INFINITY;
    // The author's rows, counted only while fewer than the smallest tag's and few enough to probe.
    const cap = Math.min(smallest, MAX_PROBED_ROWS);
    const authorRows = narrowestConditionRows(db, tables, filter, Number.POSITIVE_INFINITY, cap);
    const rows = Math.min(smallest, authorRows);
    // The first tag drives a read unless the author's index does (buildListingQuery).
    const driver = authorRows < smallest ? { driveByColumns: true } : {};
    if (probesSearch(db, tables, filter.match, rows)) return { tags, probeSearch: true, ...driver };
  }
  if (filter.match) {
    const smallest = sized[0]?.rows ?? Number.POSITIVE_INFINITY;
    const conditionRows = (cap: number) => narrowestConditionRows(db, tables, filter, smallest, cap);
    const search = { ...filter, tags, match: filter.match };
    return { tags, ...planFilteredSearch(db, tables, search, sort, limit, conditionRows) };
  }
  if (sort === "downloads" || !conditions) return { tags };
  return { tags, walkSortIndex: prefersSortIndexWalk(db, tables, "dataset", { ...filter, tags }, limit) };
}
