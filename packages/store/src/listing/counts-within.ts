import type { Database } from "../database";
import { type FacetCount, readFacetCounts, sortFacetCounts } from "../facet-tally";
import { AFTER_PREFIX } from "../prefix-range";
import type { ListedTable } from "./listed-table";
import { isUnconditional, type ListingConditions, matchingRowsSql } from "./listing-conditions";
import { maintainedFacetCounts } from "./maintained-counts";
import { countRowsUpTo } from "./totals";

/** Counts of a facet's values, and whether they are counted within the listing's conditions. */
export interface CountsWithin {
  /** Values carried by at least one matching row, most first, ties by value. */
  counts: FacetCount[];
  /**
   * True when each count is what the listing plus that value holds; false when the listing
   * matches more than SIDEBAR_ROW_BOUND rows and these are the whole catalogue's counts.
   */
  withinQuery: boolean;
}

/**
 * A sidebar counts its values within the listing's conditions when they match at most this many
 * rows (decision 076); past it, it shows the whole catalogue's counts, as the Hub shows none.
 */
export const SIDEBAR_ROW_BOUND = 5_000;

/** Whether more rows than `bound` match (never for an infinite bound: always count them all). */
function pastBound(db: Database, table: ListedTable, conditions: ListingConditions, bound: number): boolean {
  return Number.isFinite(bound) && countRowsUpTo(db, table, conditions, bound) > bound;
}

/**
 * The counts of a counted facet's values (a column's, e.g. the task, or the counted tags', e.g.
 * the libraries) within the conditions.
 */
export function facetCountsWithin(
  db: Database,
  table: ListedTable,
  conditions: ListingConditions,
  facet: string,
  options: { limit?: number; rowBound?: number } = {},
): CountsWithin {
  const limit = options.limit ?? 100;
  if (conditions.empty) return { counts: [], withinQuery: true };
  const maintained = maintainedFacetCounts(db, table, conditions, facet, limit);
  if (maintained) return { counts: maintained, withinQuery: true };
  const bound = options.rowBound ?? SIDEBAR_ROW_BOUND;
  if (pastBound(db, table, conditions, bound)) {
    return { counts: readFacetCounts(db, table.subject, facet, { limit }), withinQuery: false };
  }
  const rows = matchingRowsSql(table, conditions);
  const column = Object.keys(table.countedColumns).find((name) => table.countedColumns[name] === facet);
  if (column !== undefined) {
    const counts = db.all<FacetCount>(
      `SELECT m.${column} AS value, count(*) AS count FROM ${rows.from}
       WHERE ${rows.where} AND m.${column} IS NOT NULL AND m.${column} <> ''
       GROUP BY m.${column} ORDER BY count DESC, value LIMIT ?`,
      [...rows.params, limit],
    );
    return { counts, withinQuery: true };
  }
  const tags = table.countedTags;
  if (tags?.facet !== facet) throw new Error(`${table.main} have no counted facet ${facet}`);
  // CROSS JOIN reads the matching rows (at most the bound) first and probes each one's counted
  // tags: read the other way, a narrow listing walks every row carrying a counted tag.
  const counts = db.all<FacetCount>(
    `SELECT ${table.tagName("x.tag")} AS value, count(*) AS count FROM ${rows.from}
     CROSS JOIN ${table.tags} x ON x.downloads = m.downloads AND x.${table.tagRowid} = m.rowid
     WHERE ${rows.where} AND ${table.tagInList("x.tag")}
     GROUP BY x.tag ORDER BY count DESC, value LIMIT ?`,
    [...rows.params, tags.namesJson, limit],
  );
  return { counts, withinQuery: true };
}

/** The whole catalogue's counts of the tags starting with one of `prefixes`, most first. */
function catalogueTagCounts(db: Database, table: ListedTable, prefixes: readonly string[]): FacetCount[] {
  return sortFacetCounts(prefixes.flatMap((prefix) => readFacetCounts(db, table.subject, "tag", { prefix })));
}

/**
 * The counts of the tags starting with one of `prefixes` (e.g. `inference_provider:`) within the
 * conditions: the number a listing gets by adding that tag to its conditions.
 */
export function tagCountsWithin(
  db: Database,
  table: ListedTable,
  conditions: ListingConditions,
  prefixes: readonly string[],
  options: { rowBound?: number } = {},
): CountsWithin {
  if (conditions.empty || !prefixes.length) return { counts: [], withinQuery: true };
  if (isUnconditional(conditions))
    return { counts: catalogueTagCounts(db, table, prefixes), withinQuery: true };
  const bound = options.rowBound ?? SIDEBAR_ROW_BOUND;
  if (pastBound(db, table, conditions, bound)) {
    return { counts: catalogueTagCounts(db, table, prefixes), withinQuery: false };
  }
  const rows = matchingRowsSql(table, conditions);
  const ranges = table.tagInRanges("x.tag", prefixes.length);
  // As for the counted tags: the matching rows first, each probed for the prefixes' few tags.
  const counts = db.all<FacetCount>(
    `SELECT ${table.tagName("x.tag")} AS value, count(*) AS count FROM ${rows.from}
     CROSS JOIN ${table.tags} x ON x.downloads = m.downloads AND x.${table.tagRowid} = m.rowid
     WHERE ${rows.where} AND (${ranges})
     GROUP BY x.tag ORDER BY count DESC, value`,
    [...rows.params, ...prefixes.flatMap((prefix) => [prefix, `${prefix}${AFTER_PREFIX}`])],
  );
  return { counts, withinQuery: true };
}
