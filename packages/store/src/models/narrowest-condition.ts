import { countUpTo } from "../count-up-to";
import type { Database } from "../database";
import { readFacetCount } from "../facet-tally";
import type { ListingFilter, ListingTables } from "../listing-filter";
import { COUNTED_COLUMNS, searchMatchesUpTo } from "../listing-plan";
import type { RowsOfCondition } from "../listing-row-sets";
import { TASK_LIBRARY_FACET } from "./model-batch-insert";

type ModelFilter = ListingFilter & { empty: boolean };

/** How many models carry one facet value, from the maintained counts. */
export function storedCount(db: Database, facet: string, value: string): number {
  return readFacetCount(db, "model", facet, value);
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
    rows = Math.min(rows, searchMatchesUpTo(db, tables, filter.match, cap + 1));
  }
  return { rows, tags };
}

/**
 * What reading a match's row costs, in entries of a condition's index read and tested: the row
 * is a jump to its page ("llama" and a tag without tag rows: 236 ms driven by the 43,000 matches,
 * 90 ms by the table and the index).
 */
const MATCH_ROW_COST = 20;

/**
 * The filter, set to be read from its search's matches (driveBySearch) when they cost less than
 * the rows of its narrowest other condition (MATCH_ROW_COST). Counts and tallies then read a few
 * matches' rows instead of probing the matches from, say, every text-generation model's index
 * entry ("deep" within text-generation at a million models: 171 matches, 26 ms counted from the
 * task's 564,000 entries, 1 ms from the matches).
 */
export function drivenBySearchWhenCheaper<F extends ListingFilter>(
  db: Database,
  tables: ListingTables,
  filter: F,
): F {
  if (!filter.match || filter.driveBySearch) return filter;
  const others = { ...filter, match: undefined, empty: false };
  if (!others.equals.length && !others.tags.length && !others.anyTags?.length) return filter;
  // The maintained counts' narrowest; an author's rows are counted only when there is none.
  const otherRows = narrowestConditionRows(db, tables, others, Number.MAX_SAFE_INTEGER - 1).rows;
  const cap = Math.floor(otherRows / MATCH_ROW_COST);
  return searchMatchesUpTo(db, tables, filter.match, cap + 1) <= cap
    ? { ...filter, driveBySearch: true }
    : filter;
}

/**
 * How many models each kind of condition holds: tasks, libraries and tags from the maintained
 * counts, an author's rows and a search's matches counted up to a cap + 1.
 */
export function modelConditionRows(db: Database, tables: ListingTables): RowsOfCondition {
  const upTo = (sql: string, value: string, cap: number) => countUpTo(db, sql, [value], cap + 1);
  return {
    equals: (column, value, cap) => {
      const facet = COUNTED_COLUMNS[column];
      return facet
        ? storedCount(db, facet, value)
        : upTo(`SELECT 1 FROM ${tables.main} WHERE ${column} = ?`, value, cap);
    },
    tag: (tag) => storedCount(db, "tag", tag),
    match: (match, cap) => searchMatchesUpTo(db, tables, match, cap + 1),
  };
}
