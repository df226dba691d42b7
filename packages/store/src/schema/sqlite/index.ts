// A new store gets the baseline schema at once (baseline-schema.ts, version 20), then the
// migrations after it. The next change is `023-slug.ts` exporting a Migration of version 23,
// appended to MIGRATIONS, with its test in test/store-schema.test.ts.
import type { Database } from "../../database";
import { StoreSchemaError } from "../store-schema-error";
import { gatedModelsIndex } from "./021-gated-models-index";
import { nameIndex } from "./022-name-index";
import { BASELINE_VERSION, createBaselineSchema } from "./baseline-schema";
import type { Migration } from "./migration";

export const MIGRATIONS: readonly Migration[] = [gatedModelsIndex, nameIndex];

/** The schema version of a database (SQLite's `user_version`; 0 for a new file). */
export function schemaVersion(db: Database): number {
  return db.get<{ user_version: number }>("PRAGMA user_version")?.user_version ?? 0;
}

/**
 * Gives a new database the baseline schema, then applies the migrations the database has not seen
 * yet, each in its own transaction with its version bump, calling `onStart` before each unless the
 * database is new (some rewrite a large store for a while). Returns the versions applied. Refuses, changing nothing, a
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
    // A new database gets every migration at once: only an existing store's changes are news.
    if (current > 0) onStart?.(migration);
    db.transaction(() => {
      migration.up(db);
      db.exec(`PRAGMA user_version = ${migration.version}`);
    });
    applied.push(migration.version);
  });
  return applied;
}
