// The PostgreSQL store's migrations in order. To add one: write `NNN-slug.ts` exporting a
// PostgresMigration with the next version and add it at the end of this list.
import { type Kysely, sql } from "kysely";
import { initialSchema } from "./001-initial-schema";
import { cardWordsSchema } from "./002-card-words";
import { bytewiseKeysFewerIndexes } from "./003-bytewise-keys-fewer-indexes";
import { localAppTags } from "./004-local-app-tags";
import { spaceListingColumns } from "./005-space-listing-columns";
import { tagIds } from "./006-tag-ids";
import { parameterCounts } from "./007-parameter-counts";
import { nameIndex } from "./008-name-index";
import type { PostgresMigration } from "./postgres-migration";

export const POSTGRES_MIGRATIONS: readonly PostgresMigration[] = [
  initialSchema,
  cardWordsSchema,
  bytewiseKeysFewerIndexes,
  localAppTags,
  spaceListingColumns,
  tagIds,
  parameterCounts,
  nameIndex,
];

/**
 * A lock number of the store's own: servers starting together on one database take it in turn,
 * so that one migrates and the others find the work done.
 */
const MIGRATION_LOCK = 4_040_089;

/**
 * Applies the migrations the database has not seen yet, in one transaction, calling `onStart`
 * before each unless the database is new. Returns the versions applied. Refuses a database newer than this code.
 */
export async function migratePostgres(
  db: Kysely<unknown>,
  migrations: readonly PostgresMigration[] = POSTGRES_MIGRATIONS,
  onStart?: (migration: PostgresMigration) => void,
): Promise<number[]> {
  return db.transaction().execute(async (tx) => {
    await sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`.execute(tx);
    await sql`CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`.execute(tx);
    const { rows } = await sql<{
      version: number | null;
    }>`SELECT max(version) AS version FROM schema_migrations`.execute(tx);
    const current = rows[0]?.version ?? 0;
    const latest = migrations.at(-1)?.version ?? 0;
    if (current > latest) {
      throw new Error(`database schema version ${current} is newer than this program's (${latest})`);
    }
    const applied: number[] = [];
    for (const [index, migration] of migrations.entries()) {
      if (migration.version !== index + 1) {
        throw new Error(
          `migration "${migration.name}" has version ${migration.version}, expected ${index + 1}`,
        );
      }
      if (migration.version <= current) continue;
      // A new database gets every migration at once: only an existing store's changes are news.
      if (current > 0) onStart?.(migration);
      await migration.up(tx);
      await sql`INSERT INTO schema_migrations (version, name) VALUES (${migration.version}, ${migration.name})`.execute(
        tx,
      );
      applied.push(migration.version);
    }
    if (applied.length) await sql`ANALYZE`.execute(tx);
    return applied;
  });
}
