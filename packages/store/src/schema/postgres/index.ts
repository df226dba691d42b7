// A new store gets the baseline schema at once (baseline-schema.ts, version 7), then the
// migrations after it. The next change is `012-slug.ts` exporting a PostgresMigration of
// version 12, appended to POSTGRES_MIGRATIONS.
import { type Kysely, sql } from "kysely";
import { StoreSchemaError } from "../store-schema-error";
import { gatedModelsIndex } from "./008-gated-models-index";
import { nameIndex } from "./009-name-index";
import { tagRowsByRowAndTag } from "./010-tag-rows-by-row-and-tag";
import { rowCounts } from "./011-row-counts";
import { BASELINE_VERSION, createBaselineSchema } from "./baseline-schema";
import type { PostgresMigration } from "./postgres-migration";

export const POSTGRES_MIGRATIONS: readonly PostgresMigration[] = [
  gatedModelsIndex,
  nameIndex,
  tagRowsByRowAndTag,
  rowCounts,
];

/**
 * A lock number of the store's own: servers starting together on one database take it in turn,
 * so that one migrates and the others find the work done.
 */
const MIGRATION_LOCK = 4_040_089;

/**
 * Gives a new database the baseline schema, then applies the migrations the database has not seen
 * yet, all in one transaction, calling `onStart` before each unless the database is new. Returns
 * the versions applied. Refuses, changing nothing, a database older than the baseline or newer
 * than this code (a StoreSchemaError naming `location`).
 */
export async function migratePostgres(
  db: Kysely<unknown>,
  location: string,
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
    const latest = migrations.at(-1)?.version ?? BASELINE_VERSION;
    if ((current > 0 && current < BASELINE_VERSION) || current > latest) {
      throw new StoreSchemaError(location, current, { oldest: BASELINE_VERSION, latest });
    }
    const applied: number[] = [];
    if (current === 0) {
      await createBaselineSchema(tx);
      await sql`INSERT INTO schema_migrations (version, name) VALUES (${BASELINE_VERSION}, 'baseline schema')`.execute(
        tx,
      );
      applied.push(BASELINE_VERSION);
    }
    const from = current || BASELINE_VERSION;
    for (const [index, migration] of migrations.entries()) {
      if (migration.version !== BASELINE_VERSION + 1 + index) {
        throw new Error(
          `migration "${migration.name}" has version ${migration.version}, expected ${BASELINE_VERSION + 1 + index}`,
        );
      }
      if (migration.version <= from) continue;
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
