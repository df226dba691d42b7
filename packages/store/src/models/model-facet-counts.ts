import { checkRowBound, countUpTo } from "../count-up-to";
import type { Database } from "../database";
import {
  type FacetCount,
  readFacetCount,
  readFacetCounts,
  readPairCounts,
  sortFacetCounts,
} from "../facet-tally";
import { buildMatchingRowsQuery, type ListingFilter, type ListingTables } from "../listing-query";
import { TASK_LIBRARY_FACET } from "./model-batch-insert";
import { NARROWED_TAG_COUNT_ROW_BOUND } from "./model-tag-counts";

/** The model columns whose values the sidebar counts. */
export type CountedModelFacet = "pipeline_tag" | "library";

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

function storedCount(db: Database, facet: string, value: string): number {
  return readFacetCount(db, "model", facet, value);
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
  const column = facet === "library" ? "library_name" : "pipeline_tag";
  const { sql, params } = buildMatchingRowsQuery(tables, filter, `m.${column} AS value, count(*) AS count`);
  return db.all<FacetCount>(
    `SELECT value, count FROM (${sql} GROUP BY m.${column}) WHERE value IS NOT NULL
     ORDER BY count DESC, value LIMIT ?`,
    [...params, limit],
  );
}

/**
 * The rows the narrowest condition of a filter holds, counted up to `cap` + 1: what a count over
 * the filter reads when driven by it. Tags, tasks and libraries (and their pairs) come from the
 * maintained counts; the search's matches and an author's rows from their indexes, capped.
 */
export function narrowestConditionRows(
  db: Database,
  tables: ListingTables,
  filter: ModelFilter,
  cap: number,
): { rows: number; tags: string[] } {
  let rows = Number.POSITIVE_INFINITY;
  let tags = filter.tags;
  for (const tag of filter.tags) {
    const n = storedCount(db, "tag", tag);
    if (n < rows) {
      rows = n;
      // A filter's rows are driven by its first tag's posting range: the smallest goes first.
      tags = [tag, ...filter.tags.filter((other) => other !== tag)];
    }
  }
  for (const group of filter.anyTags ?? []) {
    rows = Math.min(
      rows,
      group.reduce((sum, tag) => sum + storedCount(db, "tag", tag), 0),
    );
  }
  const task = filter.equals.find(([column]) => column === "pipeline_tag")?.[1];
  const library = filter.equals.find(([column]) => column === "library_name")?.[1];
  if (task !== undefined) rows = Math.min(rows, storedCount(db, "pipeline_tag", task));
  if (library !== undefined) rows = Math.min(rows, storedCount(db, "library", library));
  if (task !== undefined && library !== undefined) {
    rows = Math.min(rows, storedCount(db, TASK_LIBRARY_FACET, JSON.stringify([task, library])));
  }
  const author = filter.equals.find(([column]) => column === "author")?.[1];
  if (author !== undefined && rows > cap) {
    rows = Math.min(rows, countUpTo(db, `SELECT 1 FROM ${tables.main} WHERE author = ?`, [author], cap + 1));
  }
  if (filter.match && rows > cap) {
    const fts = `SELECT 1 FROM ${tables.fts} WHERE ${tables.fts} MATCH ?`;
    rows = Math.min(rows, countUpTo(db, fts, [filter.match], cap + 1));
  }
  return { rows, tags };
}

/**
 * Task or library counts among the models a filter matches, most first, at most `limit` (-1: all).
 * Nothing but a task, a library or both: the maintained counts (exact, one small read). Other
 * conditions (search, author, tags, providers, apps): a live GROUP BY over the matching rows when
 * the filter's narrowest condition holds at most `rowBound` rows; above it the whole catalogue's
 * counts, marked `withinQuery: false` (decisions 016 and 019).
 */
export function modelFacetCountsWithin(
  db: Database,
  tables: ListingTables,
  filter: ModelFilter,
  facet: CountedModelFacet,
  options: { limit?: number; rowBound?: number } = {},
): FacetCountsWithin {
  const limit = options.limit ?? 100;
  const rowBound = options.rowBound ?? NARROWED_TAG_COUNT_ROW_BOUND;
  checkRowBound(rowBound);
  const maintained = maintainedFacetCounts(db, filter, facet, limit);
  if (maintained) return { counts: maintained, withinQuery: true };
  if (filter.empty) return { counts: [], withinQuery: true };
  const { rows, tags } = narrowestConditionRows(db, tables, filter, rowBound);
  if (rows > rowBound) {
    return { counts: readFacetCounts(db, "model", facet, { limit }), withinQuery: false };
  }
  return { counts: liveFacetCounts(db, tables, { ...filter, tags }, facet, limit), withinQuery: true };
}
