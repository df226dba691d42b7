import { describe, expect, it } from "vitest";
import type { SqlValue } from "../src/database";
import { PendingSearchRows } from "../src/pending-search-rows";
import { SEARCH_KEY_ROWID_MASK } from "../src/search-key";
import { openSqliteStore, type SqliteStore } from "../src/sqlite-store";

/** The (downloads part, rowid) pairs bound to `models_names` inserts, in the order SQLite got them. */
function recordSearchKeys(store: SqliteStore): [number, number][] {
  const keys: [number, number][] = [];
  const run = store.db.run;
  store.db.run = (sql, params) => {
    if (sql.includes("INTO models_names")) {
      const values = params as SqlValue[];
      for (let at = 0; at < values.length; at += 4)
        keys.push([values[at] as number, values[at + 1] as number]);
    }
    return run(sql, params);
  };
  return keys;
}

const compareKeys = (a: [number, number], b: [number, number]) => a[0] - b[0] || a[1] - b[1];

describe("PendingSearchRows", () => {
  it("writes rows in search-key order, whatever order they were added in", async () => {
    const store = await openSqliteStore(":memory:");
    const bound = recordSearchKeys(store);
    const pending = new PendingSearchRows("models");
    // 3,001 rows: more than one statement, a remainder, and a size the radix sort handles.
    const rowids = Array.from({ length: 3001 }, (_, i) => i + 1).reverse();
    const downloads = (rowid: number) => [0, 7, 7.9, -3, 2 ** 40, 123_456][rowid % 6] ?? 0;
    for (const rowid of rowids) {
      pending.add(downloads(rowid), rowid, { id: `word${rowid} common`, author: "acme", card: "" });
    }
    expect(pending.length).toBe(3001);
    pending.writeTo(store.db);

    expect(pending.length).toBe(0);
    expect(bound).toHaveLength(3001);
    expect(bound).toEqual([...bound].sort(compareKeys));
    // Fractions truncate, negatives count as 0, and counts past 32 bits as the largest.
    expect(bound.find(([, rowid]) => rowid === 2)?.[0]).toBe(7);
    expect(bound.find(([, rowid]) => rowid === 3)?.[0]).toBe(0);
    expect(bound.find(([, rowid]) => rowid === 4)?.[0]).toBe(4_294_967_295);
    // Each row is found by its id, under its model's rowid and downloads.
    const key = (word: string) =>
      store.db.get<{ rowid: number }>("SELECT rowid FROM models_names WHERE models_names MATCH ?", [
        `"${word} "`,
      ])?.rowid;
    expect(Number(BigInt(key("word1") ?? 0) & BigInt(SEARCH_KEY_ROWID_MASK))).toBe(1);
    expect(Number(BigInt(key("word1") ?? 0) >> 31n)).toBe(7);
    expect(Number(BigInt(key("word6") ?? 0) >> 31n)).toBe(0);
    const count = store.db.get<{ n: number }>(
      "SELECT count(*) AS n FROM models_names WHERE models_names MATCH 'common'",
    );
    expect(count?.n).toBe(3001);
    // No card text, no card row.
    expect(store.db.get("SELECT count(*) AS n FROM models_fts_docsize")).toEqual({ n: 0 });
    await store.close();
  });

  it("starts again empty after a write, and writes nothing when empty", async () => {
    const store = await openSqliteStore(":memory:");
    const bound = recordSearchKeys(store);
    const pending = new PendingSearchRows("models");
    pending.writeTo(store.db);
    expect(bound).toEqual([]);
    pending.add(5, 2, { id: "first", author: "", card: "" });
    pending.add(1, 1, { id: "second", author: "", card: "" });
    pending.writeTo(store.db);
    pending.add(3, 3, { id: "third", author: "", card: "readme words" });
    pending.writeTo(store.db);
    expect(bound).toEqual([
      [1, 1],
      [5, 2],
      [3, 3],
    ]);
    const found = store.db.get<{ n: number }>(
      "SELECT count(*) AS n FROM models_fts WHERE models_fts MATCH 'readme'",
    );
    expect(found?.n).toBe(1);
    await store.close();
  });
});
