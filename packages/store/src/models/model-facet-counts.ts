import { checkRowBound } from "../count-up-to";
import type { DataVersionCache } from "../data-version-cache";
import type { Database } from "../database";
import { FacetColumn } from "../facet-column";
import { type FacetCount, readFacetCounts, readPairCounts, sortFacetCounts } from "../facet-tally";
import type { ListingFilter, ListingTables } from "../listing-filter";
import { buildMatchingRowsQuery } from "../listing-query";
import { type RowSets, rowsMatchingByRowSets, setsAtHandButAFewMatches } from "../listing-row-sets";
import { TASK_LIBRARY_FACET } from "./model-batch-insert";
import { NARROWED_TAG_COUNT_ROW_BOUND } from "./model-tag-counts";
import { drivenBySearchWhenCheaper, narrowestConditionRows, storedCount } from "./narrowest-condition";

/** The model columns whose values the sidebar counts. */
export type CountedModelFacet = "pipeline_tag" | "library";

/** The column of `models` each counted facet tallies. */
const FACET_COLUMNS: Record<CountedModelFacet, string> = {
  pipeline_tag: "pipeline_tag",
  library: "library_name",
};

/** Task or library counts, and whether they are counted within the query (decision 019). */
export interface FacetCountsWithin {
  /** Values carried by at least one matching model, most first, ties by value. */
  counts: FacetCount[];
  /**
   * True when each count is what the query plus that value returns; false when the query matches
   * too many models to count in time and these are the whole catalogue's counts.
   */
  withinQuery: boolean;
}

type ModelFilter = ListingFilter & { empty: boolean };

/** The task and library a filter asks for, when it asks for nothing else (else undefined). */
function taskAndLibraryOnly(filter: ModelFilter): { task?: string; library?: string } | undefined {
  if (filter.tags.length || filter.anyTags?.length || filter.match) return undefined;
  const only: { task?: string; library?: string } = {};
  for (const [column, value] of filter.equals) {
    // An empty value is never tallied (FacetTally skips it): count such rows live.
    if (value === "") return undefined;
    if (column === "pipeline_tag") only.task = value;
    else if (column === "library_name") only.library = value;
    else return undefined;
  }
  return only;
}

/**
 * How many models match, from the maintained counts, when the filter is nothing but a task, a
 * library or both, or one tag; undefined for any other filter (and for no condition: count the
 * table).
 */
export function maintainedModelCount(db: Database, filter: ModelFilter): number | undefined {
  const [tag, ...otherTags] = filter.tags;
  if (tag !== undefined && !otherTags.length && !filter.equals.length && !filter.anyTags?.length) {
    if (!filter.match && !filter.empty) return storedCount(db, "tag", tag);
  }
  const only = taskAndLibraryOnly(filter);
  if (!only || filter.empty) return undefined;
  const { task, library } = only;
  if (task !== undefined && library !== undefined) {
    return storedCount(db, TASK_LIBRARY_FACET, JSON.stringify([task, library]));
  }
  if (task !== undefined) return storedCount(db, "pipeline_tag", task);
  if (library !== undefined) return storedCount(db, "library", library);
  return undefined;
}

/**
 * Task or library counts from the maintained counts, when the filter is nothing but a task, a
 * library or both (libraries within a task, tasks within a library: the pair counts); undefined
 * for any other filter. `limit` -1: all.
 */
export function maintainedFacetCounts(
  db: Database,
  filter: ModelFilter,
  facet: CountedModelFacet,
  limit: number,
): FacetCount[] | undefined {
  const only = taskAndLibraryOnly(filter);
  if (!only) return undefined;
  if (filter.empty) return [];
  const { task, library } = only;
  const counted = facet === "library" ? library : task;
  const other = facet === "library" ? task : library;
  if (other === undefined) {
    if (counted === undefined) return readFacetCounts(db, "model", facet, { limit });
    // A filter on the counted facet itself: only that value.
    const count = storedCount(db, facet, counted);
    return count > 0 ? [{ value: counted, count }] : [];
  }
  const pairs =
    facet === "library"
      ? readPairCounts(db, "model", TASK_LIBRARY_FACET, { first: other })
      : readPairCounts(db, "model", TASK_LIBRARY_FACET, { second: other });
  const counts = pairs
    .map((pair) => ({ value: facet === "library" ? pair.second : pair.first, count: pair.count }))
    .filter((entry) => counted === undefined || entry.value === counted);
  sortFacetCounts(counts);
  return limit < 0 ? counts : counts.slice(0, limit);
}

/** The task or library counts among the rows a filter matches, by a GROUP BY over them. */
export function liveFacetCounts(
  db: Database,
  tables: ListingTables,
  filter: ListingFilter,
  facet: CountedModelFacet,
  limit: number,
): FacetCount[] {
  const column = FACET_COLUMNS[facet];
  const { sql, params } = buildMatchingRowsQuery(tables, filter, `m.${column} AS value, count(*) AS count`);
  return db.all<FacetCount>(
    `SELECT value, count FROM (${sql} GROUP BY m.${column}) WHERE value IS NOT NULL
     ORDER BY count DESC, value LIMIT ?`,
    [...params, limit],
  );
}

/**
 * Task or library counts among the models a filter matches, most first, at most `limit` (-1: all).
 * Nothing but a task, a library or both: the maintained counts (exact, one small read). Other
 * conditions (search, author, tags, providers, apps): a live GROUP BY over the matching rows when
 * the filter's narrowest condition holds at most `rowBound` rows (read from a search's matches
 * when they are the fewest); above it from `rowSets` (decision 056), or, without them or for a
 * filter with a tag without tag rows, the whole catalogue's counts, marked `withinQuery: false`
 * (decisions 016 and 019).
 */
export function modelFacetCountsWithin(
  db: Database,
  tables: ListingTables,
  filter: ModelFilter,
  facet: CountedModelFacet,
  options: { limit?: number; rowBound?: number; rowSets?: RowSets } = {},
): FacetCountsWithin {
  const limit = options.limit ?? 100;
  const rowBound = options.rowBound ?? NARROWED_TAG_COUNT_ROW_BOUND;
  checkRowBound(rowBound);
  const maintained = maintainedFacetCounts(db, filter, facet, limit);
  if (maintained) return { counts: maintained, withinQuery: true };
  if (filter.empty) return { counts: [], withinQuery: true };
  const { rowSets } = options;
  // The facet's column at hand (a sidebar or a server's read-ahead read it), and the filter's sets
  // too but for a search of few enough matches to read: a pass over the sets, where a live count
  // reads every matching row again on each view (decision 072).
  if (
    rowSets?.cache.fits() &&
    rowSets.columns.peek(facet) &&
    setsAtHandButAFewMatches(db, rowSets.cache, tables, filter)
  ) {
    return { counts: facetCountsByRowSets(db, tables, filter, facet, rowSets, limit), withinQuery: true };
  }
  const { rows, tags } = narrowestConditionRows(db, tables, filter, rowBound);
  if (rows > rowBound) {
    if (rowSets && !filter.searchedTags?.size && rowSets.cache.fits()) {
      return { counts: facetCountsByRowSets(db, tables, filter, facet, rowSets, limit), withinQuery: true };
    }
    return { counts: readFacetCounts(db, "model", facet, { limit }), withinQuery: false };
  }
  const planned = drivenBySearchWhenCheaper(db, tables, { ...filter, tags });
  return { counts: liveFacetCounts(db, tables, planned, facet, limit), withinQuery: true };
}

/**
 * Task or library counts among the models a filter matches, from its rows' set and the facet's
 * column (decision 056): the set is the intersection of the conditions' sets, and the column
 * is read once per data version, one indexed query a value.
 */
function facetCountsByRowSets(
  db: Database,
  tables: ListingTables,
  filter: ListingFilter,
  facet: CountedModelFacet,
  rowSets: RowSets,
  limit: number,
): FacetCount[] {
  const column = facetColumn(db, tables, facet, rowSets);
  return column.countsWithin(rowsMatchingByRowSets(rowSets.cache, tables, filter), limit);
}

/** The column of `models` named, when it is a counted facet's and that facet's column is at hand. */
export function facetColumnAtHand(
  columns: DataVersionCache<FacetColumn>,
  column: string,
): FacetColumn | undefined {
  const facet = (Object.keys(FACET_COLUMNS) as CountedModelFacet[]).find(
    (name) => FACET_COLUMNS[name] === column,
  );
  return facet ? columns.peek(facet) : undefined;
}

/** A counted facet's column, read once per data version: one indexed query a value it has. */
export function facetColumn(
  db: Database,
  tables: ListingTables,
  facet: CountedModelFacet,
  rowSets: RowSets,
): FacetColumn {
  return rowSets.columns.get(facet, () =>
    FacetColumn.read(
      db,
      tables.main,
      FACET_COLUMNS[facet],
      readFacetCounts(db, "model", facet).map((count) => count.value),
    ),
  );
}
