import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import BetterSqlite3 from "better-sqlite3";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type Database, openDatabase, openScratchDatabase, PAGE_BYTES } from "../src/database";
import { openSqliteStore } from "../src/sqlite-store";

let dir: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "modelhub-page-size-"));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

const pageSize = (db: Database) => db.get<{ page_size: number }>("PRAGMA page_size")?.page_size;

describe("page size", () => {
  it("is 16 KiB for a new store, its scratch files and in-memory databases", async () => {
    expect(PAGE_BYTES).toBe(16_384);
    const store = await openSqliteStore(join(dir, "store.db"));
    expect(pageSize(store.db)).toBe(PAGE_BYTES);
    await store.close();
    const scratch = openScratchDatabase(join(dir, "scratch.db"));
    scratch.exec("CREATE TABLE rows (n INTEGER)");
    expect(pageSize(scratch)).toBe(PAGE_BYTES);
    scratch.close();
    const memory = openDatabase(":memory:");
    memory.exec("CREATE TABLE rows (n INTEGER)");
    expect(pageSize(memory)).toBe(PAGE_BYTES);
    memory.close();
  });

  it("stays as it was for a store created with another page size, which opens and migrates", async () => {
    const path = join(dir, "old.db");
    const old = new BetterSqlite3(path);
    old.pragma("page_size = 4096");
    old.pragma("journal_mode = WAL");
    old.exec("CREATE TABLE kept (text TEXT)");
    old.exec("INSERT INTO kept VALUES ('before')");
    old.close();
    const store = await openSqliteStore(path);
    expect(pageSize(store.db)).toBe(4096);
    expect(store.db.all("SELECT text FROM kept")).toEqual([{ text: "before" }]);
    await store.models.upsert({ id: "acme/tiny", tags: ["demo"] });
    expect((await store.models.get("acme/tiny"))?.tags).toEqual(["demo"]);
    await store.close();
  });
});
