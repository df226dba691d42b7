// A new store gets today's schema at once (baseline-schema.ts, version 20). The next change is
// `021-slug.ts` exporting a Migration of version 21, appended to MIGRATIONS, with its test.
import type { Database } from "../../database";
import { StoreSchemaError } from "../store-schema-error";
import { BASELINE_VERSION, createBaselineSchema } from "./baseline-schema";
import type { Migration } from "./migration";

export const MIGRATIONS: readonly Migration[] = [];

/** The schema version of a database (SQLite's `user_version`; 0 for a new file). */
export function schemaVersion(db: Database): number {
  return db.get<{ user_version: number }>("PRAGMA user_version")?.user_version ?? 0;
}

/**
 * Gives a new database the baseline schema, then applies the migrations the database has not seen
 * yet, each in its own transaction with its version bump, calling `onStart` before each (some
 * rewrite a large store for a while). Returns the versions applied. Refuses, changing nothing, a
 * database older than the baseline or newer than this code (a StoreSchemaError).
 */
export function migrate(
  db: Database,
  migrations: readonly Migration[] = MIGRATIONS,
  onStart?: (migration: Migration) => void,
): number[] {
  const current = schemaVersion(db);
  const latest = migrations.at(-1)?.version ?? BASELINE_VERSION;
  if ((current > 0 && current < BASELINE_VERSION) || current > latest) {
    throw new StoreSchemaError(db.path, current, { oldest: BASELINE_VERSION, latest });
  }
  const applied: number[] = [];
  const from = current || BASELINE_VERSION;
  if (current === 0) {
    db.transaction(() => {
      createBaselineSchema(db);
      db.exec(`PRAGMA user_version = ${BASELINE_VERSION}`);
    });
    applied.push(BASELINE_VERSION);
  }
  migrations.forEach((migration, index) => {
    if (migration.version !== BASELINE_VERSION + 1 + index) {
      throw new Error(
        `migration "${migration.name}" has version ${migration.version}, expected ${BASELINE_VERSION + 1 + index}`,
      );
    }
    if (migration.version <= from) return;
    onStart?.(migration);
    db.transaction(() => {
      migration.up(db);
      db.exec(`PRAGMA user_version = ${migration.version}`);
    });
    applied.push(migration.version);
  });
  return applied;
}
