import { sql } from "kysely";
import type { FacetCount, FacetSubject } from "../facet-tally";
import type { ListingSource } from "./listing";

// Reads of `facet_counts`, the counts every write keeps up to date (decision 019).

/**
 * The facet and value under which PostgreSQL's writes keep how many rows a table holds: its
 * count(*) reads every row, where SQLite's reads only its b-tree pages' cell counts.
 */
export const ROWS_FACET = "rows";
export const ALL_ROWS = "all";

/** How many rows carry one value of a facet, as maintained (0 when none does). */
export async function maintainedCount(
  { db, rows }: Pick<ListingSource, "db" | "rows">,
  subject: FacetSubject,
  facet: string,
  value: string,
): Promise<number> {
  const [row] = await rows(
    db
      .selectFrom("facet_counts")
      .select("count")
      .where("subject", "=", subject)
      .where("facet", "=", facet)
      .where("value", "=", value),
  );
  return Number(row?.count ?? 0);
}

/**
 * The maintained counts of one facet, most first (ties by value in code-point order): of the
 * values starting with `prefix`, or among `values`, when given.
 */
export async function maintainedCounts(
  { db, engine, rows }: Pick<ListingSource, "db" | "engine" | "rows">,
  subject: FacetSubject,
  facet: string,
  options: { limit?: number; prefix?: string; values?: readonly string[] } = {},
): Promise<FacetCount[]> {
  let query = db
    .selectFrom("facet_counts")
    .select(["value", "count"])
    .where("subject", "=", subject)
    .where("facet", "=", facet)
    .orderBy("count", "desc")
    .orderBy(engine.codePointOrder(sql.ref("value")));
  if (options.prefix !== undefined) query = query.where(engine.startsWith(sql.ref("value"), options.prefix));
  if (options.values !== undefined) {
    if (!options.values.length) return [];
    query = query.where("value", "in", [...options.values]);
  }
  if (options.limit !== undefined && options.limit >= 0) query = query.limit(options.limit);
  return (await rows(query)).map(({ value, count }) => ({ value, count: Number(count) }));
}
