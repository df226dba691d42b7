import { type Kysely, sql } from "kysely";
import { POSTGRES_LISTING_ENGINE } from "../listing/postgres-listing-engine";
import type { StoreConnection } from "../store-connection";
import type { PostgresTables } from "./postgres-tables";

/** How the repositories read a PostgreSQL store, on the connection `db()` gives at the time. */
export function postgresConnection(db: () => Kysely<PostgresTables>): StoreConnection {
  return {
    db,
    rows: async (query) => (await db().executeQuery(query.compile())).rows,
    run: async (query) => {
      await db().executeQuery(query.compile());
    },
    listing: POSTGRES_LISTING_ENGINE,
    textList: (value) => value as string[],
    // A table to join, not `id IN (...)`: the planner could answer a list by the trigram index,
    // which pg_trgm lets serve equality too, at a read of every row that shares a common trigram.
    idList: (ids) => [...ids],
    givenIds: (list) => sql<{ given: string }>`unnest(${list}::text[])`.as("given"),
    jsonTexts: (column, field) =>
      sql`jsonb_array_elements_text(coalesce(${sql.ref(column)}::jsonb -> ${field}, '[]'::jsonb)) AS e (value)`,
  };
}
