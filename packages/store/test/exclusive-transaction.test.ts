import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type Database, DatabaseBusyError, openDatabase, openScratchDatabase } from "../src/database";
import { importPath } from "../src/import/import-path";
import { openSqliteStore } from "../src/sqlite-store";
import { writeUnder } from "./import-test-helpers";

let dir: string;
let path: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "modelhub-exclusive-"));
  path = join(dir, "store.db");
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

const journalMode = (db: Database) => db.get<{ journal_mode: string }>("PRAGMA journal_mode")?.journal_mode;

function notesDatabase(): Database {
  const db = openDatabase(path);
  db.exec("CREATE TABLE notes (text TEXT NOT NULL)");
  db.run("INSERT INTO notes (text) VALUES ('before')");
  return db;
}

const notes = (db: Database) => db.all<{ text: string }>("SELECT text FROM notes").map((row) => row.text);

describe("Database.exclusiveTransaction", () => {
  it("writes through a rollback journal when alone on the file, then returns to WAL", async () => {
    const db = notesDatabase();
    const modes = await db.exclusiveTransaction(async () => {
      db.run("INSERT INTO notes (text) VALUES ('during')");
      return [journalMode(db), db.get<{ synchronous: number }>("PRAGMA synchronous")?.synchronous];
    });
    expect(modes).toEqual(["delete", 2]);
    expect(journalMode(db)).toBe("wal");
    expect(db.get<{ synchronous: number }>("PRAGMA synchronous")?.synchronous).toBe(1);
    db.close();
    const again = openDatabase(path);
    expect(notes(again)).toEqual(["before", "during"]);
    again.close();
  });

  it("stays in WAL when another connection has the file open, and that reader sees the commit", async () => {
    const db = notesDatabase();
    const reader = openDatabase(path);
    expect(notes(reader)).toEqual(["before"]);
    const mode = await db.exclusiveTransaction(async () => {
      db.run("INSERT INTO notes (text) VALUES ('during')");
      expect(notes(reader)).toEqual(["before"]);
      return journalMode(db);
    });
    expect(mode).toBe("wal");
    expect(notes(reader)).toEqual(["before", "during"]);
    reader.close();
    db.close();
  });

  it("rolls back everything when the work throws, and returns to WAL", async () => {
    const db = notesDatabase();
    await expect(
      db.exclusiveTransaction(async () => {
        db.run("INSERT INTO notes (text) VALUES ('lost')");
        throw new Error("bad record");
      }),
    ).rejects.toThrow("bad record");
    expect(notes(db)).toEqual(["before"]);
    expect(journalMode(db)).toBe("wal");
    db.close();
  });

  it("is an ordinary transaction inside another one and in memory", async () => {
    const db = notesDatabase();
    await db.asyncTransaction(async () => {
      const mode = await db.exclusiveTransaction(async () => journalMode(db));
      expect(mode).toBe("wal");
    });
    db.close();
    const memory = openDatabase(":memory:");
    expect(await memory.exclusiveTransaction(async () => journalMode(memory))).toBe("memory");
    memory.close();
  });

  it("makes a second opener fail with a clear error while it writes", async () => {
    const db = notesDatabase();
    await db.exclusiveTransaction(async () => {
      db.run("INSERT INTO notes (text) VALUES ('during')");
      expect(() => openDatabase(path)).toThrow(DatabaseBusyError);
      expect(() => openDatabase(path)).toThrow(/locked: another process is writing to it/);
    });
    const after = openDatabase(path);
    expect(notes(after)).toEqual(["before", "during"]);
    after.close();
    db.close();
  });

  it("leaves the file as it was when the writer dies mid-transaction", () => {
    notesDatabase().close();
    const child = spawnSync(
      process.execPath,
      ["--import", "tsx", join(__dirname, "fixtures/die-mid-transaction.ts"), path],
      {
        cwd: join(__dirname, ".."),
        encoding: "utf8",
      },
    );
    expect(child.signal).toBe("SIGKILL");
    // The rollback journal is left behind: pages were written to the file before the end.
    expect(existsSync(`${path}-journal`)).toBe(true);
    const db = openDatabase(path);
    expect(journalMode(db)).toBe("wal");
    expect(notes(db)).toEqual(["before"]);
    expect(db.get<{ integrity_check: string }>("PRAGMA integrity_check")?.integrity_check).toBe("ok");
    db.close();
  });
});

describe("importPath into a file store", () => {
  it("imports alone through a rollback journal, or in WAL beside an open reader", async () => {
    const file = writeUnder(
      dir,
      "models.jsonl",
      '{"id":"a/one","downloads":5}\n{"id":"a/two","downloads":7}\n',
    );
    const store = await openSqliteStore(path);
    const modes: (string | undefined)[] = [];
    await importPath(store, file, { onProgress: () => modes.push(journalMode(store.db)) });
    expect(modes).toEqual(["delete", "delete"]);
    expect(journalMode(store.db)).toBe("wal");

    const reader = await openSqliteStore(path);
    modes.length = 0;
    const summary = await importPath(store, file, { onProgress: () => modes.push(journalMode(store.db)) });
    expect(summary).toMatchObject({ inserted: 0, updated: 2 });
    expect(modes).toEqual(["wal", "wal"]);
    expect((await reader.models.list()).items.map((m) => m.id)).toEqual(["a/two", "a/one"]);
    await reader.close();
    await store.close();
  });
});

describe("Database.afterTransaction", () => {
  it("runs its work once the outermost transaction ends, committed or rolled back, or at once", async () => {
    const db = notesDatabase();
    const ran: string[] = [];
    db.afterTransaction(() => ran.push("no transaction"));
    db.transaction(() => {
      db.transaction(() => db.afterTransaction(() => ran.push(`after commit: ${notes(db).join()}`)));
      // A savepoint's end is not the transaction's.
      ran.push("inner done");
      db.run("INSERT INTO notes (text) VALUES ('kept')");
    });
    await expect(
      db.exclusiveTransaction(async () => {
        db.run("INSERT INTO notes (text) VALUES ('undone')");
        db.afterTransaction(() => ran.push(`after rollback: ${notes(db).join()} (${journalMode(db)})`));
        throw new Error("no");
      }),
    ).rejects.toThrow("no");
    expect(ran).toEqual([
      "no transaction",
      "inner done",
      "after commit: before,kept",
      // Before the file returns to WAL: the journal mode applies to every attached database.
      "after rollback: before,kept (delete)",
    ]);
    db.close();
  });
});

describe("openScratchDatabase", () => {
  it("writes without WAL and without syncs, and keeps what a transaction committed", () => {
    const db = openScratchDatabase(path);
    expect(journalMode(db)).toBe("memory");
    expect(db.get<{ synchronous: number }>("PRAGMA synchronous")?.synchronous).toBe(0);
    db.exec("CREATE TABLE notes (text TEXT NOT NULL)");
    db.transaction(() => db.run("INSERT INTO notes (text) VALUES ('scratch')"));
    expect(existsSync(`${path}-wal`)).toBe(false);
    db.close();
    const again = openDatabase(path);
    expect(notes(again)).toEqual(["scratch"]);
    again.close();
  });
});

describe("Database.startWriteback", () => {
  const openFiles = () => readdirSync("/proc/self/fd").length;

  it("syncs the file in the background during a transaction, which commits as usual, and closes what it opened", async () => {
    const db = notesDatabase();
    const before = openFiles();
    db.transaction(() => {
      db.run("INSERT INTO notes (text) VALUES ('during')");
      db.startWriteback();
      db.run("INSERT INTO notes (text) VALUES ('after')");
    });
    expect(notes(db)).toEqual(["before", "during", "after"]);
    for (let waited = 0; openFiles() > before && waited < 5000; waited += 10) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(openFiles()).toBe(before);
    db.close();
    const memory = openDatabase(":memory:");
    memory.startWriteback();
    memory.close();
  });
});
