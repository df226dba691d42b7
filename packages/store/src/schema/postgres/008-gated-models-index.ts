import { sql } from "kysely";
import type { PostgresMigration } from "./postgres-migration";

/**
 * An index of the gated models alone, by downloads (SQLite migration 021): the condition is
 * written as the listing writes it (listing-conditions.ts isGated), so the planner can use it.
 */
export const gatedModelsIndex: PostgresMigration = {
  version: 8,
  name: "an index of the gated models by downloads",
  async up(db) {
    await sql`CREATE INDEX IF NOT EXISTS models_gated_by_downloads ON models (downloads, rowid)
      WHERE gated IN ('"auto"', '"manual"')`.execute(db);
  },
};
