import type { Database } from "./database";
import { conditionCount, type ListingFilter, type ListingTables } from "./listing-filter";
import { MAX_PROBED_ROWS } from "./listing-plan";
import { buildCountQuery } from "./listing-query";
import {
  countByRowSets,
  type RowSets,
  rowSetsAtHand,
  searchSetRead,
  setsAtHandButAFewMatches,
} from "./listing-row-sets";
import { lendRowSet } from "./row-set-function";

/** How a count reads row sets (countFromRowSets). */
export interface RowSetCountOptions {
  /** Read a search's set even when it is not at hand (a prefix FTS5 merges from many words). */
  readSearchSet: boolean;
  /** How many rows the narrowest of the filter's conditions holds, counted up to `cap` + 1. */
  narrowestRows(filter: ListingFilter, cap: number): number;
}

/**
 * How many rows `filter` matches, from row sets when they serve; undefined when they do not and
 * SQL should count (models and datasets alike):
 * - a search alone: its set's size, when the set is at hand or `readSearchSet` (decision 060);
 * - several conditions whose sets are all at hand: the size of their intersection (decision 055);
 * - the same when every set but the search's is at hand and the search matches at most
 *   SET_ROWS_FOR_A_PAGE rows: its set is read for the count (decision 067);
 * - a search among other conditions whose set is at hand (or `readSearchSet`) and holds few rows:
 *   those rows, the other conditions counted on them; or, when another condition is narrow, that
 *   condition's rows, each row's bit tested (decision 063);
 * - several conditions whose narrowest holds at least `minRows` rows: the intersection of their
 *   sets, read for the occasion (decision 055).
 * Tags without tag rows (ListingFilter.searchedTags) have no set: such filters are counted by
 * SQL, but for a search's few rows.
 */
export function countFromRowSets(
  db: Database,
  tables: ListingTables,
  filter: ListingFilter,
  { cache, minRows, limits }: Pick<RowSets, "cache" | "minRows" | "limits">,
  { readSearchSet, narrowestRows }: RowSetCountOptions,
): number | undefined {
  if (!cache.fits()) return undefined;
  const conditions = conditionCount(filter);
  if (filter.match !== undefined && conditions === 1) {
    return readSearchSet || rowSetsAtHand(cache, filter) ? countByRowSets(cache, tables, filter) : undefined;
  }
  if (conditions < 2) return undefined;
  const bySets = !filter.searchedTags?.size;
  if (bySets && rowSetsAtHand(cache, filter)) return countByRowSets(cache, tables, filter);
  // Every set but the search's at hand (another search within the same filters): SQL would collect
  // the search's matches anyway, and its set costs little more to read, then serves the pages.
  if (bySets && filter.match !== undefined && setsAtHandButAFewMatches(db, cache, tables, filter)) {
    return countByRowSets(cache, tables, filter);
  }
  const searchSet = searchSetRead(cache, tables, filter, 0, {
    read: readSearchSet,
    maxListedRows: limits?.maxListedRows,
  });
  if (searchSet === "none") return 0;
  const count = (counted: ListingFilter) => {
    const { sql, params } = buildCountQuery(tables, counted);
    return db.get<{ n: number }>(sql, params)?.n ?? 0;
  };
  if (searchSet?.listable) {
    return count({ ...filter, match: undefined, rowids: JSON.stringify(searchSet.set.rowids()) });
  }
  // A narrow other condition: its rows, each row's bit tested, instead of the search's matches.
  const others = { ...filter, match: undefined };
  if (searchSet && narrowestRows(others, MAX_PROBED_ROWS) <= MAX_PROBED_ROWS) {
    return lendRowSet(db, searchSet.set, (searchRowSet) => count({ ...others, searchRowSet }));
  }
  if (bySets && narrowestRows(filter, minRows) >= minRows) return countByRowSets(cache, tables, filter);
  return undefined;
}
