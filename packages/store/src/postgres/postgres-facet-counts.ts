import { type Kysely, sql } from "kysely";
import type { FacetCount, FacetSubject, FacetTally } from "../facet-tally";
import type { PostgresTables } from "./postgres-tables";

/**
 * Writes a write's accumulated count changes into the maintained counts (inside the write's
 * transaction) and forgets them: a thousand-model write updates each value's count once.
 */
export async function flushFacetTally(db: Kysely<PostgresTables>, tally: FacetTally): Promise<void> {
  const changes = tally
    .drain()
    .map(({ facet, value, delta }) => ({ subject: tally.subject, facet, value, count: delta }));
  if (!changes.length) return;
  for (let start = 0; start < changes.length; start += FLUSH_BATCH_ROWS) {
    await db
      .insertInto("facet_counts")
      .values(changes.slice(start, start + FLUSH_BATCH_ROWS))
      .onConflict((conflict) =>
        conflict
          .columns(["subject", "facet", "value"])
          .doUpdateSet({ count: sql<number>`facet_counts.count + excluded.count` }),
      )
      .execute();
  }
  await db.deleteFrom("facet_counts").where("subject", "=", tally.subject).where("count", "<=", 0).execute();
}

/** Counts a statement sends: four parameters each, within PostgreSQL's 65,535. */
const FLUSH_BATCH_ROWS = 10_000;

/** How many rows carry one value of a facet, as maintained (0 when none does). */
export async function maintainedCount(
  db: Kysely<PostgresTables>,
  subject: FacetSubject,
  facet: string,
  value: string,
): Promise<number> {
  const row = await db
    .selectFrom("facet_counts")
    .select("count")
    .where("subject", "=", subject)
    .where("facet", "=", facet)
    .where("value", "=", value)
    .executeTakeFirst();
  return row?.count ?? 0;
}

/** The maintained counts of one facet, most first (ties by value in code-point order). */
export async function maintainedCounts(
  db: Kysely<PostgresTables>,
  subject: FacetSubject,
  facet: string,
  options: { limit?: number; prefix?: string } = {},
): Promise<FacetCount[]> {
  let query = db
    .selectFrom("facet_counts")
    .select(["value", "count"])
    .where("subject", "=", subject)
    .where("facet", "=", facet)
    .orderBy("count", "desc")
    .orderBy(sql`value COLLATE "C"`);
  if (options.prefix !== undefined) {
    query = query
      .where(sql<boolean>`value COLLATE "C" >= ${options.prefix}`)
      .where(sql<boolean>`value COLLATE "C" < ${`${options.prefix}\uffff`}`);
  }
  if (options.limit !== undefined && options.limit >= 0) query = query.limit(options.limit);
  return query.execute();
}
