import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createIndexes } from "../src/create-indexes";
import { type Database, openDatabase } from "../src/database";

let dir: string;
let db: Database;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "modelhub-indexes-"));
  db = openDatabase(join(dir, "store.db"));
  db.exec("CREATE TABLE words (word TEXT NOT NULL, n INTEGER NOT NULL)");
});
afterEach(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Rows in a scrambled order: about 8 MB of index entries, several of the sorter's runs. */
function fillWords(count: number): void {
  db.transaction(() => {
    for (let i = 0; i < count; i++) {
      const n = (i * 7919) % count;
      db.run("INSERT INTO words (word, n) VALUES (?, ?)", [
        `word-${n.toString(36).padStart(6, "0")}-${"x".repeat(40)}`,
        n,
      ]);
    }
  });
}

const settings = () =>
  ["cache_size", "cache_spill", "threads", "temp_store", "mmap_size"].map(
    (name) => db.get<Record<string, number>>(`PRAGMA ${name}`)?.[name],
  );

describe("createIndexes", () => {
  it("builds indexes larger than a sorted run that list rows in order, and restores the settings", () => {
    const count = 120_000;
    fillWords(count);
    db.exec("PRAGMA cache_size = -262144");
    const before = settings();
    db.transaction(() => {
      db.run("UPDATE words SET n = n + 1");
      createIndexes(db, [
        "CREATE INDEX words_by_word ON words (word)",
        "CREATE INDEX words_by_n ON words (n DESC)",
      ]);
    });
    expect(settings()).toEqual(before);
    expect(db.get("PRAGMA integrity_check")).toEqual({ integrity_check: "ok" });
    const plan = db.all<{ detail: string }>("EXPLAIN QUERY PLAN SELECT word FROM words ORDER BY word");
    expect(plan.map((row) => row.detail).join()).toContain("words_by_word");
    const words = db.all<{ word: string }>("SELECT word FROM words ORDER BY word").map((row) => row.word);
    expect(words).toHaveLength(count);
    expect(words).toEqual([...words].sort());
    const ns = db.all<{ n: number }>("SELECT n FROM words ORDER BY n DESC LIMIT 3").map((row) => row.n);
    expect(ns).toEqual([count, count - 1, count - 2]);
  });

  it("restores the settings and keeps the rows when a build fails", () => {
    fillWords(1000);
    db.run("INSERT INTO words (word, n) VALUES ('twice', 1), ('twice', 2)");
    const before = settings();
    expect(() =>
      db.transaction(() => createIndexes(db, ["CREATE UNIQUE INDEX words_once ON words (word)"])),
    ).toThrow(/UNIQUE/);
    expect(settings()).toEqual(before);
    expect(db.get("SELECT count(*) AS n FROM words")).toEqual({ n: 1002 });
    expect(db.get("SELECT name FROM sqlite_master WHERE name = 'words_once'")).toBeUndefined();
  });

  it("builds without the sorter's helper threads while another thread has the cores", () => {
    fillWords(5000);
    db.exec("PRAGMA threads = 2");
    // Each answer is asked for before a build: the next question sees the threads that build had.
    const answers = [true, false, true, false];
    const threadsSeen: number[] = [];
    const threads = () => db.get<{ threads: number }>("PRAGMA threads")?.threads ?? -1;
    createIndexes(
      db,
      [
        "words_by_word ON words (word)",
        "words_by_n ON words (n)",
        "words_by_both ON words (word, n)",
        "words_by_n_desc ON words (n DESC)",
      ].map((index) => `CREATE INDEX ${index}`),
      {
        coresTaken: () => {
          threadsSeen.push(threads());
          return answers[threadsSeen.length - 1] ?? false;
        },
      },
    );
    expect(threadsSeen).toEqual([2, 0, 3, 0]);
    expect(threads()).toBe(2);
    expect(db.get("PRAGMA integrity_check")).toEqual({ integrity_check: "ok" });
  });

  it("keeps a cache that never spills that way (cache_spill off)", () => {
    fillWords(100);
    db.exec("PRAGMA cache_spill = OFF");
    createIndexes(db, ["CREATE INDEX words_by_word ON words (word)"]);
    expect(db.get("PRAGMA cache_spill")).toEqual({ cache_spill: 0 });
  });
});
