import type { Database } from "../database";
import type { ListingFilter, ListingTables } from "../listing-filter";
import type { SortKey } from "../listing-order";
import {
  MAX_PROBED_ROWS,
  narrowestTagGroupRows,
  planFilteredSearch,
  planPlainSearch,
  planTagGroup,
  prefersSortIndexWalk,
  probesSearch,
} from "../listing-plan";
import { allListed } from "../listing-tag-sql";
import type { PrefixListRead } from "../search-prefix-terms";
import { narrowestConditionRows, storedCount } from "./narrowest-condition";

/** The ways a model listing page can be read (see ListingFilter); none set: the default plan. */
export type ListingPlan = Partial<
  Pick<
    ListingFilter,
    "walkSortIndex" | "driveBySearch" | "driveByTagGroup" | "driveByColumns" | "probeSearch" | "tags"
  >
>;

/**
 * How to read one page of a model listing (decision 020), from the sizes of its conditions:
 * - a search alone, not in its key order: walk the sort index when it has many matches;
 * - a one-letter search (`prefixList` "word") within a narrow condition: that condition's rows,
 *   the search probed on each (planProbedSearch);
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
  prefixList?: PrefixListRead,
): ListingPlan {
  const conditions = filter.equals.length || filter.tags.length || filter.anyTags?.length;
  if (filter.match && !conditions) {
    return planPlainSearch(db, tables, { ...filter, match: filter.match }, sort);
  }
  if (filter.match) {
    const others = { ...filter, match: undefined };
    const probed = prefixList === "word" ? planProbedSearch(db, tables, filter.match, others) : undefined;
    if (probed) return probed;
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

/**
 * For a one-letter search: read the rows of the narrowest other condition (a tag group, a tag, or
 * the column equalities through their index) and probe the search on each, when that costs less
 * than collecting its matches (probesSearch); undefined otherwise.
 */
function planProbedSearch(
  db: Database,
  tables: ListingTables,
  match: string,
  others: ListingFilter & { empty: boolean },
): ListingPlan | undefined {
  const group = narrowestTagGroupRows(db, tables, "model", others);
  const [firstGroup] = others.anyTags ?? [];
  if (group !== undefined && firstGroup && allListed(others, firstGroup)) {
    return probesSearch(db, tables, match, group) ? { probeSearch: true, driveByTagGroup: true } : undefined;
  }
  // Tags without tag rows are on a tenth of the models or more: never the narrow one.
  const listed = others.tags
    .filter((tag) => !others.searchedTags?.has(tag))
    .map((tag) => ({ tag, rows: storedCount(db, "tag", tag) }))
    .sort((a, b) => a.rows - b.rows);
  const tagRows = listed[0]?.rows ?? Number.POSITIVE_INFINITY;
  const columns = { ...others, tags: [], anyTags: [] };
  // An author's rows are counted only while they may be the fewer, and few enough to probe.
  const cap = Math.min(tagRows, MAX_PROBED_ROWS);
  const columnRows = others.equals.length
    ? narrowestConditionRows(db, tables, columns, cap).rows
    : Number.POSITIVE_INFINITY;
  if (tagRows <= columnRows) {
    // The first tag with tag rows drives the read (see buildListingQuery): the narrowest.
    const tags = [
      ...listed.map((entry) => entry.tag),
      ...others.tags.filter((tag) => others.searchedTags?.has(tag)),
    ];
    return probesSearch(db, tables, match, tagRows) ? { probeSearch: true, tags } : undefined;
  }
  return probesSearch(db, tables, match, columnRows)
    ? { probeSearch: true, driveByColumns: true }
    : undefined;
}
