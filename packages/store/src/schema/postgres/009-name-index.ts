import { sql } from "kysely";
import type { PostgresMigration } from "./postgres-migration";

/**
 * Models and datasets indexed by their name (the id after the owner's `/`), lower-cased in
 * code-point order, then downloads: a search by relevance reads its exact and name-start matches
 * from it (decision 100). The expression is the one listing/postgres-listing-engine.ts compares.
 */
export const nameIndex: PostgresMigration = {
  version: 9,
  name: "models and datasets by their lower-cased name, for a search's best matches",
  async up(db) {
    for (const table of ["models", "datasets"]) {
      await sql`CREATE INDEX IF NOT EXISTS ${sql.raw(`${table}_by_name`)} ON ${sql.table(table)}
        ((lower(substr(id, strpos(id, '/') + 1)) COLLATE "C"), downloads, rowid)`.execute(db);
    }
  },
};
