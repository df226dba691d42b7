import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { createTestPostgresDatabase } from "@modelhub/testkit";
import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openDatabase } from "../src/database";
import { connectPostgres } from "../src/postgres/connect-postgres";
import { POSTGRES_MIGRATIONS } from "../src/schema/postgres/index";
import { MIGRATIONS, migrate, schemaVersion } from "../src/schema/sqlite/index";
import { StoreSchemaError } from "../src/schema/store-schema-error";
import { openSqliteStore } from "../src/sqlite-store";
import { openStore } from "../src/store";

/** The schema version this program writes on each engine: the baseline's, then its migrations'. */
const SQLITE_LATEST = MIGRATIONS.at(-1)?.version ?? 20;
const POSTGRES_LATEST = POSTGRES_MIGRATIONS.at(-1)?.version ?? 7;

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "modelhub-schema-"));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

/** A SQLite file at schema `version` with one table of its own, as an older release left it. */
function oldSqliteStore(version: number): string {
  const path = join(dir, "hub.db");
  const db = openDatabase(path);
  db.exec(`CREATE TABLE store_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID;
    INSERT INTO store_meta VALUES ('sample', '{}'); PRAGMA user_version = ${version}`);
  db.close();
  return path;
}

/** What a SQLite file holds: its schema version, its tables and indexes and their SQL. */
function sqliteContents(path: string): unknown {
  const db = openDatabase(path);
  try {
    return {
      version: schemaVersion(db),
      schema: db.all(
        "SELECT type, name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_stat%' ORDER BY name",
      ),
      meta: db.all("SELECT key, value FROM store_meta ORDER BY key"),
    };
  } finally {
    db.close();
  }
}

describe("a SQLite store's schema", () => {
  it("is today's for a new store, which lists what it holds", async () => {
    const path = join(dir, "new.db");
    const store = await openSqliteStore(path, {
      onMigration: () => expect.fail("a new store has no schema changes to announce"),
    });
    await store.models.upsertMany([{ id: "acme/one", downloads: 5, tags: ["demo"] }, { id: "acme/two" }]);
    expect((await store.models.list({ tags: ["demo"] })).items.map((m) => m.id)).toEqual(["acme/one"]);
    expect(schemaVersion(store.db)).toBe(SQLITE_LATEST);
    await store.close();
  });

  it("brings a store at the baseline up to date, announcing each migration", async () => {
    const path = join(dir, "hub.db");
    const written = await openSqliteStore(path);
    await written.models.upsert({ id: "acme/kept", gated: "auto" });
    await written.close();
    // As the baseline left it: without the later migrations' indexes.
    const db = openDatabase(path);
    db.exec("DROP INDEX models_gated_by_downloads; PRAGMA user_version = 20");
    db.close();
    const announced: string[] = [];
    const store = await openSqliteStore(path, { onMigration: (migration) => announced.push(migration.name) });
    expect(announced).toEqual(MIGRATIONS.map((migration) => migration.name));
    expect(schemaVersion(store.db)).toBe(SQLITE_LATEST);
    expect(
      store.db.get("SELECT 1 AS found FROM sqlite_master WHERE name = 'models_gated_by_downloads'"),
    ).toEqual({
      found: 1,
    });
    expect((await store.models.list({ gated: true })).items.map((m) => m.id)).toEqual(["acme/kept"]);
    await store.close();
  });

  it("opens unchanged at this program's schema, announcing nothing", async () => {
    const path = join(dir, "hub.db");
    const written = await openSqliteStore(path);
    await written.models.upsert({ id: "acme/kept", tags: ["demo"] });
    await written.close();
    const before = sqliteContents(path);
    const store = await openSqliteStore(path, {
      onMigration: () => expect.fail("a store of this program's schema has no changes to announce"),
    });
    expect((await store.models.list({ search: "kept" })).items.map((m) => m.id)).toEqual(["acme/kept"]);
    await store.close();
    expect(sqliteContents(path)).toEqual(before);
  });

  it("refuses a store from before the baseline, saying how to import it again, and leaves it as it was", async () => {
    for (const version of [1, 12, 19]) {
      const path = oldSqliteStore(version);
      const before = sqliteContents(path);
      const error = await openStore(path).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(StoreSchemaError);
      expect((error as Error).message).toBe(
        `${path} has schema version ${version}, from before 20, the oldest this program opens; stores that old are not updated in place. Move the file aside and import the catalogue again into a new one: modelhub import <source> --db ${path}`,
      );
      expect(sqliteContents(path)).toEqual(before);
      rmSync(path);
    }
  });

  it("tells the default store's owner that removing the file brings the sample back", () => {
    const path = resolve("var/modelhub.db");
    expect(new StoreSchemaError(path, 15, { oldest: 20, latest: SQLITE_LATEST }).message).toBe(
      `${path} has schema version 15, from before 20, the oldest this program opens; stores that old are not updated in place. It is the default store: remove the file (or move it aside) and the server creates it again with the sample catalogue; import your own data again with modelhub import <source> --db ${path}`,
    );
  });

  it("refuses a store newer than this program", async () => {
    const path = oldSqliteStore(SQLITE_LATEST + 1);
    await expect(openStore(path)).rejects.toThrow(
      `${path} has schema version ${SQLITE_LATEST + 1}, newer than this program's (${SQLITE_LATEST}): open it with a newer Modelhub`,
    );
  });

  it("takes a further migration for an existing store, announcing it, and refuses one out of order", async () => {
    const path = join(dir, "hub.db");
    await (await openSqliteStore(path)).close();
    const db = openDatabase(path);
    try {
      const next = {
        version: SQLITE_LATEST + 1,
        name: "a column of notes",
        up: () => db.exec("ALTER TABLE models ADD COLUMN notes TEXT"),
      };
      const started: string[] = [];
      expect(migrate(db, [...MIGRATIONS, next], (migration) => started.push(migration.name))).toEqual([
        SQLITE_LATEST + 1,
      ]);
      expect(started).toEqual(["a column of notes"]);
      expect(schemaVersion(db)).toBe(SQLITE_LATEST + 1);
      expect(db.get("SELECT 1 AS found FROM pragma_table_info('models') WHERE name = 'notes'")).toEqual({
        found: 1,
      });
      expect(migrate(db, [...MIGRATIONS, next])).toEqual([]);
      expect(() => migrate(db, [...MIGRATIONS, next, { ...next, version: SQLITE_LATEST + 3 }])).toThrow(
        `migration "a column of notes" has version ${SQLITE_LATEST + 3}, expected ${SQLITE_LATEST + 2}`,
      );
    } finally {
      db.close();
    }
  });
});

describe("a PostgreSQL store's schema", () => {
  it("is today's for a new database, refused below the baseline and above this program, unchanged at it", async () => {
    const database = await createTestPostgresDatabase();
    const where = `postgres://${new URL(database.url).host}${new URL(database.url).pathname}`;
    const versions = async () => {
      const db = await connectPostgres(database.url);
      try {
        const { rows } = await sql<{
          version: number;
        }>`SELECT version FROM schema_migrations ORDER BY version`.execute(db);
        return rows.map((row) => row.version);
      } finally {
        await db.destroy();
      }
    };
    try {
      const store = await openStore(database.url, {
        onMigration: () => expect.fail("a new store has no schema changes to announce"),
      });
      await store.models.upsert({ id: "acme/kept", tags: ["demo"] });
      await store.close();
      const applied = [7, ...POSTGRES_MIGRATIONS.map((migration) => migration.version)];
      expect(await versions()).toEqual(applied);

      const again = await openStore(database.url, {
        onMigration: () => expect.fail("a store at the baseline has no schema changes to announce"),
      });
      expect((await again.models.list({ tags: ["demo"] })).items.map((m) => m.id)).toEqual(["acme/kept"]);
      await again.close();
      expect(await versions()).toEqual(applied);

      const db = await connectPostgres(database.url);
      try {
        await sql`DELETE FROM schema_migrations; INSERT INTO schema_migrations (version, name) VALUES (6, 'model tag rows keyed by tag ids')`.execute(
          db,
        );
      } finally {
        await db.destroy();
      }
      const error = await openStore(database.url).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(StoreSchemaError);
      expect((error as Error).message).toBe(
        `${where} has schema version 6, from before 7, the oldest this program opens; stores that old are not updated in place. Import the catalogue again into an empty database (drop and create this one, or name a new one): modelhub import <source> --db ${where}`,
      );
      expect(await versions()).toEqual([6]);

      const future = await connectPostgres(database.url);
      try {
        await sql`INSERT INTO schema_migrations (version, name) VALUES (${POSTGRES_LATEST + 1}, 'from a newer release')`.execute(
          future,
        );
      } finally {
        await future.destroy();
      }
      await expect(openStore(database.url)).rejects.toThrow(
        `${where} has schema version ${POSTGRES_LATEST + 1}, newer than this program's (${POSTGRES_LATEST}): open it with a newer Modelhub`,
      );
    } finally {
      await database.drop();
    }
  });

  it("counts the models and datasets a store from before migration 011 holds, as the writes keep them after", async () => {
    const database = await createTestPostgresDatabase();
    try {
      const store = await openStore(database.url);
      await store.models.upsertMany([{ id: "acme/a" }, { id: "acme/b" }, { id: "acme/c" }]);
      await store.datasets.upsert({ id: "acme/data" });
      await store.close();
      const db = await connectPostgres(database.url);
      try {
        await sql`DELETE FROM facet_counts WHERE facet = 'rows'; DELETE FROM schema_migrations WHERE version >= 11`.execute(
          db,
        );
      } finally {
        await db.destroy();
      }
      const migrated = await openStore(database.url);
      expect(await migrated.models.total({})).toEqual({ count: 3, exact: true });
      expect(await migrated.datasets.total()).toEqual({ count: 1, exact: true });
      await migrated.models.delete("acme/b");
      expect(await migrated.models.total({})).toEqual({ count: 2, exact: true });
      await migrated.close();
    } finally {
      await database.drop();
    }
  });
});
