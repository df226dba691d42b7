import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { openDatabase } from "../src/database";
import { initialSchema } from "../src/migrations/001-initial-schema";
import { MIGRATIONS, migrate, schemaVersion } from "../src/migrations/index";
import type { Migration } from "../src/migrations/migration";
import { type MigrationNotice, migrationMessage, openStore } from "../src/store";

describe("migrations", () => {
  it("are numbered 1..n in order", () => {
    expect(MIGRATIONS.map((m) => m.version)).toEqual(MIGRATIONS.map((_, i) => i + 1));
  });

  it("bring a new database to the latest version, once", () => {
    const db = openDatabase(":memory:");
    expect(schemaVersion(db)).toBe(0);
    expect(migrate(db)).toEqual(MIGRATIONS.map((m) => m.version));
    expect(schemaVersion(db)).toBe(MIGRATIONS.length);
    expect(migrate(db)).toEqual([]);
  });

  it("refuse a database newer than the code", () => {
    const db = openDatabase(":memory:");
    db.exec("PRAGMA user_version = 99");
    expect(() => migrate(db)).toThrow(/newer/);
  });

  it("roll back a failing migration with its version", () => {
    const db = openDatabase(":memory:");
    const broken: Migration = {
      version: 2,
      name: "broken",
      up(target) {
        target.exec("CREATE TABLE half_done (x)");
        throw new Error("boom");
      },
    };
    expect(() => migrate(db, [initialSchema, broken])).toThrow("boom");
    expect(schemaVersion(db)).toBe(1);
    expect(db.get("SELECT name FROM sqlite_master WHERE name = 'half_done'")).toBeUndefined();
  });

  it("are announced before they change an existing store's file, not a new one's", async () => {
    const dir = mkdtempSync(join(tmpdir(), "modelhub-migrations-"));
    try {
      const path = join(dir, "store.db");
      const notices: MigrationNotice[] = [];
      const onMigration = (notice: MigrationNotice) => notices.push(notice);
      await (await openStore(path, { onMigration })).close();
      expect(notices).toEqual([]);

      const old = join(dir, "old.db");
      const db = openDatabase(old);
      migrate(db, MIGRATIONS.slice(0, -2));
      db.close();
      const store = await openStore(old, { onMigration });
      await store.close();
      const [secondLast, last] = MIGRATIONS.slice(-2).map(({ version, name }) => ({ version, name }));
      expect(notices).toEqual([secondLast, last]);
      expect(
        migrationMessage(old, { version: 10, name: "models_fts with a one-character prefix index" }),
      ).toBe(`Updating ${old} to schema version 10: models_fts with a one-character prefix index...`);
      await (await openStore(old, { onMigration })).close();
      expect(notices).toHaveLength(2);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("001 initial schema", () => {
  it("creates the tables, indexes and full-text tables the repositories use", () => {
    const db = openDatabase(":memory:");
    migrate(db, [initialSchema]);
    const names = db.all<{ name: string }>("SELECT name FROM sqlite_master ORDER BY name").map((r) => r.name);
    for (const table of [
      "models",
      "model_tags",
      "model_files",
      "models_fts",
      "datasets",
      "dataset_tags",
      "datasets_fts",
      "spaces",
      "space_tasks",
      "facet_counts",
      "store_meta",
      "models_by_task_library",
    ]) {
      expect(names).toContain(table);
    }
  });

  it("accepts a model row and finds it through the full-text index", () => {
    const db = openDatabase(":memory:");
    migrate(db, [initialSchema]);
    db.run("INSERT INTO models (id, record) VALUES ('acme/tiny-llama', '{}')");
    db.run("INSERT INTO models_fts (rowid, id, author, card) VALUES (1, 'acme tiny-llama', 'acme', '')");
    expect(db.all("SELECT rowid FROM models_fts WHERE models_fts MATCH 'llam*'")).toEqual([{ rowid: 1 }]);
    db.run("DELETE FROM models_fts WHERE rowid = 1");
    expect(db.all("SELECT rowid FROM models_fts WHERE models_fts MATCH 'llam*'")).toEqual([]);
  });

  it("orders the downloads index for keyset paging by task and library", () => {
    const db = openDatabase(":memory:");
    migrate(db, [initialSchema]);
    const plan = db
      .all<{ detail: string }>(
        `EXPLAIN QUERY PLAN SELECT id FROM models WHERE pipeline_tag = 'x' AND library_name = 'y'
         AND (downloads, rowid) < (5, 9) ORDER BY downloads DESC, rowid DESC LIMIT 10`,
      )
      .map((row) => row.detail)
      .join("\n");
    expect(plan).toContain("models_by_task_library");
    expect(plan).not.toContain("TEMP B-TREE");
  });
});
