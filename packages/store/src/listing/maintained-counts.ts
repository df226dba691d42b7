import type { Database } from "../database";
import {
  type FacetCount,
  readFacetCount,
  readFacetCounts,
  readPairCounts,
  sortFacetCounts,
} from "../facet-tally";
import type { ListedTable } from "./listed-table";
import { isUnconditional, type ListingConditions } from "./listing-conditions";

/**
 * The counted facets' values the conditions ask for, by facet, when they ask for nothing else
 * (else undefined): the listings whose totals and facet counts `facet_counts` already holds. A
 * tag is a counted facet's value when it is one of the table's counted tags (a library).
 */
function countedOnly(table: ListedTable, conditions: ListingConditions): Map<string, string> | undefined {
  const { equals, tags, anyTags, search } = conditions;
  if (tags.length > 1 || anyTags.length || conditions.anyOf?.length || search) return undefined;
  const only = new Map<string, string>();
  for (const [column, value] of equals) {
    const facet = table.countedColumns[column];
    // An empty value is never tallied (FacetTally skips it).
    if (value === "" || facet === undefined) return undefined;
    only.set(facet, value);
  }
  const [tag] = tags;
  if (tag !== undefined) {
    const counted = table.countedTags;
    if (!counted?.isCounted(tag)) return undefined;
    only.set(counted.facet, tag);
  }
  if (only.size > 1 && !table.pairFacet) return undefined;
  return only;
}

/**
 * How many rows match, from the maintained counts: for no condition but one tag, or but counted
 * facets (one, or the pair the table counts). Undefined for any other conditions, and for none.
 */
export function maintainedTotal(
  db: Database,
  table: ListedTable,
  conditions: ListingConditions,
): number | undefined {
  const { equals, tags, anyTags, search } = conditions;
  const [tag, ...otherTags] = tags;
  if (
    tag !== undefined &&
    !otherTags.length &&
    !equals.length &&
    !anyTags.length &&
    !conditions.anyOf?.length &&
    !search
  ) {
    return readFacetCount(db, table.subject, "tag", tag);
  }
  const only = countedOnly(table, conditions);
  if (!only?.size) return undefined;
  if (only.size === 1) {
    const [[facet, value]] = [...only] as [[string, string]];
    return readFacetCount(db, table.subject, facet, value);
  }
  const pair = table.pairFacet;
  const first = pair && only.get(pair.first);
  const second = pair && only.get(pair.second);
  if (!pair || first === undefined || second === undefined) return undefined;
  return readFacetCount(db, table.subject, pair.facet, JSON.stringify([first, second]));
}

/**
 * The counts of a counted facet's values within the conditions, from the maintained counts: for
 * no conditions, or only counted facets (the pair facet counts one within the other). Undefined
 * for any other conditions.
 */
export function maintainedFacetCounts(
  db: Database,
  table: ListedTable,
  conditions: ListingConditions,
  facet: string,
  limit: number,
): FacetCount[] | undefined {
  if (isUnconditional(conditions)) return readFacetCounts(db, table.subject, facet, { limit });
  const only = countedOnly(table, conditions);
  if (!only) return undefined;
  const counted = only.get(facet);
  // A row carries one value of a column but may carry several counted tags: within one of
  // them, the others are counted from the rows.
  if (counted !== undefined && facet === table.countedTags?.facet) return undefined;
  const others = [...only.keys()].filter((other) => other !== facet);
  if (!others.length) {
    // A condition on the counted facet itself: only that value.
    const count = counted === undefined ? 0 : readFacetCount(db, table.subject, facet, counted);
    return count > 0 && counted !== undefined ? [{ value: counted, count }] : [];
  }
  const pair = table.pairFacet;
  if (!pair || others.length > 1) return undefined;
  const other = only.get(others[0] ?? "");
  const countsFirst = facet === pair.first;
  const pairs = readPairCounts(
    db,
    table.subject,
    pair.facet,
    countsFirst ? { second: other } : { first: other },
  );
  const counts = pairs
    .map((entry) => ({ value: countsFirst ? entry.first : entry.second, count: entry.count }))
    .filter((entry) => counted === undefined || entry.value === counted);
  sortFacetCounts(counts);
  return limit < 0 ? counts : counts.slice(0, limit);
}
