import { countUpTo } from "../count-up-to";
import type { Database } from "../database";
import type { ListedTable } from "./listed-table";
import { eachMatchSql, isUnconditional, type ListingConditions } from "./listing-conditions";
import { maintainedTotal } from "./maintained-counts";

/** A listing's total: exact, or a floor when counting further would take too long. */
export interface ListingTotal {
  count: number;
  /** False when more than `count` rows match (shown as "10,000+"). */
  exact: boolean;
}

/**
 * Totals counted past this many matches are shown as "10,000+" (decision 076): counting every
 * match of several broad conditions at a million rows takes longer than the page itself.
 */
export const TOTAL_COUNT_CAP = 10_000;

/** How many rows match, exactly: maintained counts where they apply, else a COUNT over the matches. */
export function countRows(db: Database, table: ListedTable, conditions: ListingConditions): number {
  if (conditions.empty) return 0;
  if (isUnconditional(conditions)) {
    return db.get<{ n: number }>(`SELECT count(*) AS n FROM ${table.main}`)?.n ?? 0;
  }
  const maintained = maintainedTotal(db, table, conditions);
  if (maintained !== undefined) return maintained;
  const each = eachMatchSql(table, conditions);
  return db.get<{ n: number }>(`SELECT count(*) AS n FROM (${each.sql})`, each.params)?.n ?? 0;
}

/** How many rows match, counted up to `cap` + 1 at most (a floor past `cap`). */
export function countRowsUpTo(
  db: Database,
  table: ListedTable,
  conditions: ListingConditions,
  cap: number,
): number {
  if (conditions.empty) return 0;
  const maintained = isUnconditional(conditions) ? undefined : maintainedTotal(db, table, conditions);
  if (maintained !== undefined) return maintained;
  const each = eachMatchSql(table, conditions);
  return countUpTo(db, each.sql, each.params, cap + 1);
}

/** The total a listing shows: exact up to TOTAL_COUNT_CAP, or where maintained counts give it. */
export function listingTotal(db: Database, table: ListedTable, conditions: ListingConditions): ListingTotal {
  if (conditions.empty || isUnconditional(conditions)) {
    return { count: countRows(db, table, conditions), exact: true };
  }
  const maintained = maintainedTotal(db, table, conditions);
  if (maintained !== undefined) return { count: maintained, exact: true };
  const each = eachMatchSql(table, conditions);
  const count = countUpTo(db, each.sql, each.params, TOTAL_COUNT_CAP + 1);
  return count > TOTAL_COUNT_CAP ? { count: TOTAL_COUNT_CAP, exact: false } : { count, exact: true };
}
