import { afterEach, describe, expect, it } from "vitest";
import { eachListedInteger } from "../src/integer-list";
import { RowBitset } from "../src/row-bitset";
import { RowBitsetCache } from "../src/row-bitset-cache";
import { openStore, type Store } from "../src/store";
import { recordingStore } from "./recording-store";

// The pieces row-set counts are built from: the bitset, its cache, and the integer lists SQLite
// hands them.

const stores: Store[] = [];
afterEach(() => {
  for (const store of stores.splice(0)) store.close();
});

function emptyStore(): Store {
  const store = openStore(":memory:");
  stores.push(store);
  return store;
}

describe("RowBitset", () => {
  it("holds the rowids added, across word boundaries", () => {
    const set = new RowBitset(100);
    for (const rowid of [0, 31, 32, 63, 64, 100]) set.add(rowid);
    expect([0, 1, 31, 32, 33, 63, 64, 99, 100].map((rowid) => set.has(rowid))).toEqual([
      true,
      false,
      true,
      true,
      false,
      true,
      true,
      false,
      true,
    ]);
    expect(RowBitset.intersectionSize([set])).toBe(6);
  });

  it("refuses a rowid outside its size rather than miss it", () => {
    const set = new RowBitset(40);
    expect(() => set.add(64)).toThrow(/rowid 64/);
    expect(() => set.add(-1)).toThrow(/rowid -1/);
  });

  it("counts the rowids every set holds, and unites sets of different sizes", () => {
    const evens = new RowBitset(200);
    const threes = new RowBitset(200);
    const small = new RowBitset(10);
    for (let rowid = 0; rowid <= 200; rowid++) {
      if (rowid % 2 === 0) evens.add(rowid);
      if (rowid % 3 === 0) threes.add(rowid);
    }
    small.add(7);
    expect(RowBitset.intersectionSize([evens, threes])).toBe(34); // 0, 6, ..., 198
    expect(RowBitset.intersectionSize([evens, threes, small])).toBe(0);
    expect(RowBitset.intersectionSize([])).toBe(0);
    const union = RowBitset.union([threes, small]);
    expect(RowBitset.intersectionSize([union])).toBe(68);
    expect(union.has(7) && union.has(198) && !union.has(8)).toBe(true);
  });
});

describe("Database.eachInteger", () => {
  it("hands over each value of a column and counts them, NULLs left out", () => {
    const store = emptyStore();
    store.db.exec("CREATE TABLE numbers (n INTEGER)");
    for (const n of [3, null, 1_000_000, 0]) store.db.run("INSERT INTO numbers VALUES (?)", [n]);
    const seen: number[] = [];
    expect(store.db.eachInteger("SELECT n FROM numbers WHERE n >= ?", [0], (n) => seen.push(n))).toBe(3);
    expect(seen.sort((a, b) => a - b)).toEqual([0, 3, 1_000_000]);
    expect(store.db.eachInteger("SELECT n FROM numbers", undefined, (n) => seen.push(n))).toBe(3);
  });

  it("reads negative and large integers, and no rows as none", () => {
    const store = emptyStore();
    const seen: number[] = [];
    const sql = "SELECT column1 FROM (VALUES (-7), (2147483648), (9007199254740991), (-0))";
    expect(store.db.eachInteger(sql, undefined, (n) => seen.push(n))).toBe(4);
    expect(seen).toEqual([-7, 2147483648, 9007199254740991, 0]);
    expect(store.db.eachInteger("SELECT 1 WHERE 0", undefined, (n) => seen.push(n))).toBe(0);
    expect(seen).toHaveLength(4);
  });

  it("refuses a value that is not an integer instead of misreading it", () => {
    const store = emptyStore();
    expect(() => store.db.eachInteger("SELECT 1.5", undefined, () => {})).toThrow(/not a list of integers/);
    expect(() => store.db.eachInteger("SELECT 'a,b'", undefined, () => {})).toThrow(/not a list of integers/);
  });
});

describe("eachListedInteger", () => {
  it("reads group_concat's list of integers", () => {
    const seen: number[] = [];
    expect(eachListedInteger("12,-3,0,45", (n) => seen.push(n))).toBe(4);
    expect(seen).toEqual([12, -3, 0, 45]);
    expect(eachListedInteger("", (n) => seen.push(n))).toBe(0);
  });

  it.each(["1,,2", "1,", "-", "1-2", "--1", " 1", "1e3"])("refuses %j", (text) => {
    expect(() => eachListedInteger(text, () => {})).toThrow(/not a list of integers/);
  });
});

describe("RowBitsetCache", () => {
  it("reads a set once, and again after the data changes", () => {
    const { store, statements } = recordingStore(emptyStore());
    store.models.upsertMany([{ id: "a/one", pipeline_tag: "text-generation" }]);
    statements.length = 0;
    const cache = new RowBitsetCache(store.db, "models", 1 << 20);
    const query = () => ({
      sql: "SELECT rowid FROM models WHERE pipeline_tag = ?",
      params: ["text-generation"],
    });
    const size = () => RowBitset.intersectionSize([cache.get("task", query)]);
    // Each read of a set first reads the highest rowid, which sizes it.
    const reads = () => statements.filter((sql) => sql.includes("max(rowid)")).length;
    expect([size(), size(), reads()]).toEqual([1, 1, 1]);
    store.models.upsert({ id: "a/two", pipeline_tag: "text-generation" });
    statements.length = 0;
    expect([size(), size(), reads()]).toEqual([2, 2, 1]);
  });

  it("fits a table whose sets would take at most an eighth of it", () => {
    const store = emptyStore();
    store.db.exec("CREATE TABLE spread (n INTEGER)");
    store.db.run("INSERT INTO spread (rowid, n) VALUES (?, 1)", [8_000]);
    // A set of rowids up to 8,000 takes 1,000 bytes.
    expect(new RowBitsetCache(store.db, "spread", 8_000).fits()).toBe(true);
    expect(new RowBitsetCache(store.db, "spread", 7_999).fits()).toBe(false);
  });

  it("drops the least recently used sets past its size", () => {
    const store = emptyStore();
    store.models.upsertMany(Array.from({ length: 100 }, (_, i) => ({ id: `a/m-${i}` })));
    // Each set of up to 100 rowids takes 16 bytes: room for two.
    const cache = new RowBitsetCache(store.db, "models", 32);
    const query = (below: number) => () => ({
      sql: "SELECT rowid FROM models WHERE rowid < ?",
      params: [below],
    });
    cache.get("10", query(10));
    cache.get("20", query(20));
    cache.get("10", query(10));
    cache.get("30", query(30));
    expect([cache.has("10"), cache.has("20"), cache.has("30")]).toEqual([true, false, true]);
  });
});
