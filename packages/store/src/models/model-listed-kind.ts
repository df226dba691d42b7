import type { Database } from "../database";
import type { ListingTables } from "../listing-filter";
import type { ListedKind } from "../listing-pages";
import { planModelListing } from "./model-listing-plan";
import { modelConditionRows, narrowestConditionRows } from "./narrowest-condition";

/** Models as ListingPages reads their listings: maintained counts, and their own plan. */
export function modelListedKind(db: Database, tables: ListingTables): ListedKind {
  return {
    subject: "model",
    tables,
    conditionRows: modelConditionRows(db, tables),
    narrowestRows: (filter, cap) => narrowestConditionRows(db, tables, { ...filter, empty: false }, cap).rows,
    plan: (filter, sort, limit, prefixList) => planModelListing(db, tables, filter, sort, limit, prefixList),
  };
}
