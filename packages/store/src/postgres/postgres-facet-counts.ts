import { type Kysely, sql } from "kysely";
import type { FacetCount, FacetSubject } from "../facet-tally";
import type { PostgresTables } from "./postgres-tables";

/**
 * Changes to the maintained facet counts during a write, applied in one statement at its end: a
 * thousand-model write updates each value's count once.
 */
export class FacetDeltas {
  // By facet, then value: an import adds some twenty values a model, a million times.
  readonly #deltas = new Map<string, Map<string, number>>();

  constructor(readonly subject: FacetSubject) {}

  /** Records that one row gained (+1) or lost (-1) a value of a facet; nothing for no value. */
  add(facet: string, value: string | null | undefined, delta: number): void {
    if (value === null || value === undefined || value === "") return;
    let values = this.#deltas.get(facet);
    if (!values) {
      values = new Map();
      this.#deltas.set(facet, values);
    }
    values.set(value, (values.get(value) ?? 0) + delta);
  }

  /** Writes the changes (inside the write's transaction) and forgets them. */
  async flush(db: Kysely<PostgresTables>): Promise<void> {
    const changes: { subject: string; facet: string; value: string; count: number }[] = [];
    for (const [facet, values] of this.#deltas) {
      for (const [value, delta] of values) {
        if (delta !== 0) changes.push({ subject: this.subject, facet, value, count: delta });
      }
    }
    this.#deltas.clear();
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
    await db.deleteFrom("facet_counts").where("subject", "=", this.subject).where("count", "<=", 0).execute();
  }
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
