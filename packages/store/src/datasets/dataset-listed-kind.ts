import { countUpTo } from "../count-up-to";
import type { Database } from "../database";
import { readFacetCount } from "../facet-tally";
import type { ListingTables } from "../listing-filter";
import type { ListedKind } from "../listing-pages";
import { searchMatchesUpTo } from "../listing-plan";
import { datasetNarrowestRows, planDatasetListing } from "./dataset-listing-plan";

/**
 * Datasets as ListingPages reads their listings: a tag's rows from the maintained counts (task
 * categories are tags), an author's rows and a search's matches counted up to a cap.
 */
export function datasetListedKind(db: Database, tables: ListingTables): ListedKind {
  return {
    subject: "dataset",
    tables,
    conditionRows: {
      equals: (column, value, cap) =>
        countUpTo(db, `SELECT 1 FROM ${tables.main} WHERE ${column} = ?`, [value], cap + 1),
      tag: (tag) => readFacetCount(db, "dataset", "tag", tag),
      match: (match, cap) => searchMatchesUpTo(db, tables, match, cap + 1),
    },
    narrowestRows: (filter, cap) => datasetNarrowestRows(db, tables, filter, cap),
    plan: (filter, sort, limit, prefixList) =>
      planDatasetListing(db, tables, filter, sort, limit, prefixList),
  };
}
