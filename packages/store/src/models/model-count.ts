import type { Database } from "../database";
import { highestRowid } from "../highest-rowid";
import { conditionCount, type ListingFilter, type ListingTables } from "../listing-filter";
import { narrowestTagGroupRows, searchMatchCount } from "../listing-plan";
import { buildCountQuery } from "../listing-query";
import type { RowSets } from "../listing-row-sets";
import { countFromRowSets } from "../row-set-count";
import { maintainedModelCount } from "./model-facet-counts";
import { drivenBySearchWhenCheaper, narrowestConditionRows } from "./narrowest-condition";

/**
 * What a count reads per row driven by tag rows with a column condition (the tag row, then the
 * model's row: 1.2 s for 392,000 rows at 1M models), in index entries read with their tag probes
 * (170 ms for 564,000). See ListingFilter.driveByColumns.
 */
const TAG_ROW_COST = 10;

/**
 * Rows read in a table scan for the cost of one row read through an index, which jumps to the
 * row's page (1M rows scanned: 110 ms; 564,000 read through the task index: 1.75 s).
 */
const SCANNED_ROWS_PER_ROW_READ = 15;

/**
 * How many models a filter matches (decision 026). No condition: the table's rows; a task, a
 * library or both, or one tag: the maintained counts; from row sets when given and they serve
 * (countFromRowSets); a search alone: its matches in the search index (one per model); otherwise
 * the matching rows are counted, driven by the narrowest way in.
 */
export function countModels(
  db: Database,
  tables: ListingTables,
  filter: ListingFilter & { empty: boolean },
  rowSets?: RowSets,
  readSearchSet = false,
): number {
  if (filter.empty) return 0;
  const conditions = conditionCount(filter);
  if (conditions === 0) return db.get<{ n: number }>(`SELECT count(*) AS n FROM ${tables.main}`)?.n ?? 0;
  const maintained = maintainedModelCount(db, filter);
  if (maintained !== undefined) return maintained;
  const fromSets =
    rowSets &&
    countFromRowSets(db, tables, filter, rowSets, {
      readSearchSet,
      narrowestRows: (narrowed, cap) =>
        narrowestConditionRows(db, tables, { ...narrowed, empty: false }, cap).rows,
    });
  if (fromSets !== undefined) return fromSets;
  if (filter.match && conditions === 1) return searchMatchCount(db, tables, filter.match);
  // Counted from the first tag's rows: the tag with the fewest goes first.
  const tags = narrowestConditionRows(db, tables, { equals: [], tags: filter.tags, empty: false }, 0);
  const planned: ListingFilter = { ...filter, tags: tags.tags };
  if (planned.equals.length && planned.tags.length) {
    // A tag row and then its model row cost about ten times an index entry with a tag probe.
    const cap = tags.rows * TAG_ROW_COST;
    const columnRows = narrowestConditionRows(
      db,
      tables,
      { equals: planned.equals, tags: [], empty: false },
      cap,
    );
    planned.driveByColumns = columnRows.rows <= cap;
  }
  // Tags without tag rows are tested on each model's row: with no narrow way in to those rows,
  // the table is scanned.
  if (filter.searchedTags?.size) {
    const total = highestRowid(db, tables.main);
    const cap = Math.ceil(total / SCANNED_ROWS_PER_ROW_READ);
    const listedTags = planned.tags.filter((tag) => !filter.searchedTags?.has(tag));
    const wayIn = narrowestConditionRows(db, tables, { ...planned, tags: listedTags, empty: false }, cap);
    if (wayIn.rows > cap) planned.scanMainTable = true;
  }
  // A tag group narrower than every other condition (several providers) is read first.
  if (narrowestTagGroupRows(db, tables, "model", { ...planned, match: undefined }) !== undefined) {
    planned.driveByTagGroup = true;
  }
  const { sql, params } = buildCountQuery(tables, drivenBySearchWhenCheaper(db, tables, planned));
  return db.get<{ n: number }>(sql, params)?.n ?? 0;
}
