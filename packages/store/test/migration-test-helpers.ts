import { openDatabase } from "../src/database";
import { MIGRATIONS, migrate } from "../src/migrations/index";

/** An in-memory database migrated up to `version`, as a store of that version left it. */
export function databaseAtVersion(version: number) {
  const db = openDatabase(":memory:");
  migrate(db, MIGRATIONS.slice(0, version));
  return db;
}

/** The versions `migrate` applies to a database at `version`: every later one. */
export function versionsAfter(version: number): number[] {
  return MIGRATIONS.map((migration) => migration.version).filter((v) => v > version);
}
