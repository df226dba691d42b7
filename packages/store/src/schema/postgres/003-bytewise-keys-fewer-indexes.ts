import { sql } from "kysely";
import type { PostgresMigration } from "./postgres-migration";

/**
 * Lighter indexes for imports to build. Keys compared only for equality, prefixes or ISO dates
 * sort byte by byte (`COLLATE "C"`, as SQLite compares them): PostgreSQL sorts text under a
 * language's collation without its abbreviated keys, and the tag rows' key (some sixteen rows a
 * model) is the largest index an import builds. Ids and authors keep the database's collation,
 * which their case-insensitive search folds by. The library filter reads tag rows (decision
 * 085), so no plan used the indexes by library.
 */
export const bytewiseKeysFewerIndexes: PostgresMigration = {
  version: 3,
  name: "bytewise keys, no library indexes",
  async up(db) {
    await sql`
      DROP INDEX models_by_library_downloads, models_by_library_likes, models_by_library_trending,
        models_by_library_created, models_by_library_modified, models_by_task_library_downloads;
      ALTER TABLE model_tags ALTER COLUMN tag TYPE text COLLATE "C";
      ALTER TABLE dataset_tags ALTER COLUMN tag TYPE text COLLATE "C";
      ALTER TABLE models
        ALTER COLUMN pipeline_tag TYPE text COLLATE "C",
        ALTER COLUMN library_name TYPE text COLLATE "C",
        ALTER COLUMN created_at TYPE text COLLATE "C",
        ALTER COLUMN last_modified TYPE text COLLATE "C";
    `.execute(db);
  },
};
