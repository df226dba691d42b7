import { type Kysely, sql } from "kysely";
import type { FacetTally } from "../facet-tally";
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
