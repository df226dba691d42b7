import type { Database } from "../database";
import type { ListingFilter, ListingTables } from "../listing-filter";
import type { SortKey } from "../listing-order";
import { planFilteredSearch, planPlainSearch, planTagGroup, prefersSortIndexWalk } from "../listing-plan";
import { narrowestConditionRows } from "./narrowest-condition";

/** The ways a model listing page can be read (see ListingFilter); none set: the default plan. */
export type ListingPlan = Pick<ListingFilter, "walkSortIndex" | "driveBySearch" | "driveByTagGroup">;

/**
 * How to read one page of a model listing (decision 020), from the sizes of its conditions:
 * - a search alone, not in its key order: walk the sort index when it has many matches;
 * - a search with conditions: planFilteredSearch, then the tag group first when it is narrowest;
 * - a tag group (several providers) without a search: planTagGroup, else as below;
 * - a task, library, author or tags by another sort than downloads: prefersSortIndexWalk (downloads
 *   has an index per filter column).
 */
export function planModelListing(
  db: Database,
  tables: ListingTables,
  filter: ListingFilter & { empty: boolean },
  sort: SortKey,
  limit: number,
): ListingPlan {
  const conditions = filter.equals.length || filter.tags.length || filter.anyTags?.length;
  if (filter.match && !conditions) {
    return planPlainSearch(db, tables, { ...filter, match: filter.match }, sort);
  }
  if (filter.match) {
    const others = { ...filter, match: undefined };
    const conditionRows = (cap: number) => narrowestConditionRows(db, tables, others, cap).rows;
    const plan = planFilteredSearch(
      db,
      tables,
      { ...filter, match: filter.match },
      sort,
      limit,
      conditionRows,
    );
    if (Object.keys(plan).length) return plan;
    // The conditions drive: a narrowest tag group's rows are read first.
    return planTagGroup(db, tables, "model", others, limit)?.driveByTagGroup ? { driveByTagGroup: true } : {};
  }
  const group = planTagGroup(db, tables, "model", filter, limit);
  if (group) return group;
  if (sort === "downloads" || !(filter.equals.length || filter.tags.length)) return {};
  return { walkSortIndex: prefersSortIndexWalk(db, tables, "model", filter, limit) };
}
