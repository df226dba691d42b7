import { countUpTo } from "./count-up-to";
import type { Database } from "./database";
import { type FacetSubject, readFacetCount } from "./facet-tally";
import { highestRowid } from "./highest-rowid";
import { conditionCount, type ListingFilter, type ListingTables } from "./listing-filter";
import type { SortKey } from "./listing-order";
import { buildMatchingRowsQuery, manyMatchesQuery, readsSearchKeyOrder } from "./listing-query";
import { ROWS_PER_PAGE_ROW } from "./read-listing";

/** The facet of `facet_counts` that counts each kind of condition, when one does. */
export const COUNTED_COLUMNS: Record<string, string> = {
  pipeline_tag: "pipeline_tag",
  library_name: "library",
};

/**
 * Whether a filtered listing should walk its sort column's index, testing each row against the
 * filter, rather than collect every match and sort them.
 *
 * Walking reads about `(limit + 1) × total / matches` rows for a page (the filter is assumed
 * independent of the sort); collecting reads `matches` rows and sorts them. The two costs meet at
 * `matches = √((limit + 1) × total)` (about 5,600 at 30 a page and a million rows), so the worst
 * page reads a few thousand rows either way instead of up to the whole table.
 *
 * The matches are bounded first by the maintained counts (facet_counts) of the task, library and
 * tags asked for: below the threshold, or a single counted condition, decides at once. Otherwise
 * they are counted with a LIMIT that stops at the threshold. `total` is the highest rowid (an
 * upper bound read from the end of the table, exact after bulk loads).
 */
export function prefersSortIndexWalk(
  db: Database,
  tables: ListingTables,
  subject: FacetSubject,
  filter: ListingFilter,
  limit: number,
): boolean {
  const threshold = walkThreshold(db, tables, limit);
  const counted: number[] = [];
  let conditions = filter.tags.length + (filter.anyTags?.length ?? 0) + (filter.match ? 1 : 0);
  for (const [column, value] of filter.equals) {
    conditions++;
    const facet = COUNTED_COLUMNS[column];
    if (facet) counted.push(readFacetCount(db, subject, facet, value));
  }
  for (const tag of filter.tags) counted.push(readFacetCount(db, subject, "tag", tag));
  if (counted.length && Math.min(...counted) < threshold) return false;
  if (counted.length === 1 && conditions === 1) return true;
  const { sql, params } = buildMatchingRowsQuery(tables, filter, "1");
  return countUpTo(db, sql, params, threshold) >= threshold;
}

/** How many rows a search matches: its full-text rows, one per row of the main table. */
export function searchMatchCount(db: Database, tables: ListingTables, match: string): number {
  return (
    db.get<{ n: number }>(`SELECT count(*) AS n FROM ${tables.fts} WHERE ${tables.fts} MATCH ?`, [match])
      ?.n ?? 0
  );
}

/** How many rows a search matches, counted no further than `limit` (see countUpTo). */
export function searchMatchesUpTo(db: Database, tables: ListingTables, match: string, limit: number): number {
  return countUpTo(db, `SELECT 1 FROM ${tables.fts} WHERE ${tables.fts} MATCH ?`, [match], limit);
}

/**
 * How to read a search with no other condition: sorted by downloads over keyed full-text rows, from
 * the index in key order (nothing to plan); otherwise down the sort index when it has many matches.
 */
export function planPlainSearch(
  db: Database,
  tables: ListingTables,
  filter: ListingFilter & { match: string },
  sort: SortKey,
): Pick<ListingFilter, "walkSortIndex"> {
  if (readsSearchKeyOrder(tables, filter, sort)) return {};
  return { walkSortIndex: db.get<{ n: number }>(manyMatchesQuery(tables), [filter.match])?.n === 1 };
}

/** The matches from which walking the sort index reads less than sorting them: √((limit + 1) × total). */
function walkThreshold(db: Database, tables: ListingTables, limit: number): number {
  return Math.ceil(Math.sqrt((limit + 1) * highestRowid(db, tables.main)));
}

/**
 * The rows of a filter's first any-of tag group (several inference providers) when it holds no
 * more than any other condition, else undefined (also without a group). The group's rows are the
 * sum of its tags' maintained counts (an upper bound: a row may carry several); an uncounted
 * equality (author) is counted on its index up to that many.
 */
export function narrowestTagGroupRows(
  db: Database,
  tables: ListingTables,
  subject: FacetSubject,
  filter: ListingFilter,
): number | undefined {
  const [group] = filter.anyTags ?? [];
  if (!group) return undefined;
  const groupRows = group.reduce((sum, tag) => sum + readFacetCount(db, subject, "tag", tag), 0);
  for (const tag of filter.tags) if (readFacetCount(db, subject, "tag", tag) < groupRows) return undefined;
  for (const [column, value] of filter.equals) {
    const facet = COUNTED_COLUMNS[column];
    const rows = facet
      ? readFacetCount(db, subject, facet, value)
      : countUpTo(db, `SELECT 1 FROM ${tables.main} WHERE ${column} = ?`, [value], groupRows);
    if (rows < groupRows) return undefined;
  }
  return groupRows;
}

/**
 * For a filter whose tag group is its narrowest condition (narrowestTagGroupRows): read the
 * group's rows first (`driveByTagGroup`) if they are fewer than the walk threshold, else walk the
 * sort index (`walkSortIndex`; downloads has one too). Undefined when another condition is
 * narrower (it drives) or there is no group.
 */
export function planTagGroup(
  db: Database,
  tables: ListingTables,
  subject: FacetSubject,
  filter: ListingFilter,
  limit: number,
): Pick<ListingFilter, "walkSortIndex" | "driveByTagGroup"> | undefined {
  const groupRows = narrowestTagGroupRows(db, tables, subject, filter);
  if (groupRows === undefined) return undefined;
  return groupRows < walkThreshold(db, tables, limit) ? { driveByTagGroup: true } : { walkSortIndex: true };
}

/**
 * How to read a search that has other conditions too (a task, a library, an author, tags):
 *
 * - for another sort than downloads, when the expected page walk (`(limit + 1) × total / both`,
 *   `both` estimated as if search and conditions were independent) reads fewer rows than either
 *   side holds: down the sort index (`walkSortIndex`);
 * - otherwise, when the search matches fewer rows than the narrowest other condition: from the
 *   search's matches (`driveBySearch`), which for downloads over keyed full-text rows come in
 *   page order, so a page reads about `(limit + 1) × matches / both` of them;
 * - otherwise from the narrowest condition's rows, probing the matches (the default plan).
 *
 * The search's matches are counted in the full-text index (a prefix search collects them anyway);
 * `conditionRowsUpTo(cap)` gives the rows of the narrowest other condition (exact up to `cap`).
 */
export function planFilteredSearch(
  db: Database,
  tables: ListingTables,
  filter: ListingFilter & { match: string },
  sort: SortKey,
  limit: number,
  conditionRowsUpTo: (cap: number) => number,
): Pick<ListingFilter, "walkSortIndex" | "driveBySearch"> {
  const total = highestRowid(db, tables.main);
  const matches = searchMatchCount(db, tables, filter.match);
  const conditionRows = Math.min(total, conditionRowsUpTo(matches));
  // Sorted by downloads, either side can be read in page order (keyed matches; the conditions'
  // downloads-ordered indexes), so the smaller side is the cheaper read.
  if (sort === "downloads")
    return tables.searchKey && matches <= conditionRows ? { driveBySearch: true } : {};
  const both = Math.max(1, (matches * conditionRows) / Math.max(1, total));
  const walk = ((limit + 1) * total) / both;
  if (walk < Math.min(matches, conditionRows)) return { walkSortIndex: true };
  return matches <= conditionRows ? { driveBySearch: true } : {};
}

/**
 * What testing one row against a one-letter search costs (a lookup of its key in the prefix list,
 * about 16 µs at a million models), in matches collected into a lookup table (about 0.17 µs each).
 */
const PROBE_COST_IN_MATCHES = 100;
/**
 * Conditions with more rows than this are not read with the search probed: near it, probing saves
 * little (6,175 rows: 99 ms against 181 ms collected), and counting the matches far enough to
 * decide costs up to 20 ms.
 */
export const MAX_PROBED_ROWS = 5000;

/**
 * Whether a one-letter search (`match`) within a condition of `conditionRows` rows is cheaper
 * tested on each of those rows (ListingFilter.probeSearch) than collected: when it has at least
 * PROBE_COST_IN_MATCHES matches per row, counted no further. "u" (every model) with an author of
 * 16 models, by trending at a million models: 500 ms collected, about a millisecond probed.
 */
export function probesSearch(
  db: Database,
  tables: ListingTables,
  match: string,
  conditionRows: number,
): boolean {
  if (conditionRows > MAX_PROBED_ROWS) return false;
  const cap = Math.max(1, conditionRows) * PROBE_COST_IN_MATCHES;
  return searchMatchesUpTo(db, tables, match, cap) >= cap;
}

/**
 * Whether a listing without a search, in another order than downloads, first reads its page by a
 * bounded walk down the sort index (ListingRead.walkFirst, decision 061): when each of its
 * conditions holds at least one row in ROWS_PER_PAGE_ROW by its maintained count, the rows walked
 * may fill the page. Planning would count its matches first (prefersSortIndexWalk): 40-80 ms for
 * text-generation and a licence tag without tag rows at a million models. A condition without a
 * maintained count (an author) is taken as narrow.
 */
export function walksFirst(
  db: Database,
  tables: ListingTables,
  subject: FacetSubject,
  filter: ListingFilter,
  sort: SortKey,
): boolean {
  if (filter.match !== undefined || sort === "downloads" || conditionCount(filter) === 0) return false;
  const least = highestRowid(db, tables.main) / ROWS_PER_PAGE_ROW;
  const tagRows = (tag: string) => readFacetCount(db, subject, "tag", tag);
  for (const [column, value] of filter.equals) {
    const facet = COUNTED_COLUMNS[column];
    if (!facet || readFacetCount(db, subject, facet, value) < least) return false;
  }
  if (filter.tags.some((tag) => tagRows(tag) < least)) return false;
  return (filter.anyTags ?? []).every((group) => group.reduce((sum, tag) => sum + tagRows(tag), 0) >= least);
}
