import { sql } from "kysely";
import type { PostgresMigration } from "./postgres-migration";

/**
 * How many models and datasets the store holds, among the maintained counts (facet "rows",
 * value "all"), which every write keeps from here on: PostgreSQL's count(*) reads every row, and
 * each listing page's total and sidebar needs the whole catalogue's.
 */
export const rowCounts: PostgresMigration = {
  version: 11,
  name: "the count of models and of datasets among the maintained counts",
  async up(db) {
    for (const [subject, table] of [
      ["model", "models"],
      ["dataset", "datasets"],
    ] as const) {
      await sql`INSERT INTO facet_counts (subject, facet, value, count)
        SELECT ${subject}, 'rows', 'all', count(*) FROM ${sql.table(table)} HAVING count(*) > 0
        ON CONFLICT (subject, facet, value) DO UPDATE SET count = excluded.count`.execute(db);
    }
  },
};
