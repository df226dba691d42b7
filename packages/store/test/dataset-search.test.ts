import { afterEach, describe, expect, it } from "vitest";
import type { DatasetQuery } from "../src/datasets/dataset-repository";
import { openSqliteStore, type SqliteStore } from "../src/sqlite-store";

const stores: SqliteStore[] = [];
afterEach(async () => {
  for (const store of stores.splice(0)) await store.close();
});

async function newStore(): Promise<SqliteStore> {
  const store = await openSqliteStore(":memory:");
  stores.push(store);
  return store;
}

/** Every id a listing returns, following its cursors `limit` at a time. */
async function allIds(store: SqliteStore, query: DatasetQuery, limit = 3): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await store.datasets.list({ ...query, limit, ...(cursor ? { cursor } : {}) });
    ids.push(...page.items.map((d) => d.id));
    cursor = page.nextCursor;
  } while (cursor);
  return ids;
}

function checkSearchIndex(store: SqliteStore): void {
  store.db.run("INSERT INTO datasets_fts (datasets_fts, rank) VALUES ('integrity-check', 0)");
  store.db.run("INSERT INTO datasets_names (datasets_names, rank) VALUES ('integrity-check', 0)");
}

describe("dataset search, keyed by downloads", () => {
  it("keeps one search row per dataset through updates, ordered by its latest downloads", async () => {
    const store = await newStore();
    await store.datasets.upsertMany([
      { id: "acme/owl-a", downloads: 10, description: "night birds" },
      { id: "acme/owl-b", downloads: 20 },
      { id: "acme/owl-c", downloads: 30 },
    ]);
    await store.datasets.upsertMany([
      { id: "acme/owl-a", downloads: 50, description: "day birds" },
      // Twice in one import: the last one counts.
      { id: "acme/owl-b", downloads: 5 },
      { id: "acme/owl-b", downloads: 40 },
      { id: "acme/owl-d", downloads: 20 },
      { id: "acme/owl-d", downloads: 20, description: "same downloads, new words" },
    ]);
    await store.datasets.upsert({ id: "acme/owl-c", downloads: 30, description: "unchanged downloads" });
    expect(await allIds(store, { search: "owl" })).toEqual([
      "acme/owl-a",
      "acme/owl-b",
      "acme/owl-c",
      "acme/owl-d",
    ]);
    expect(await allIds(store, { search: "owl", direction: "asc" })).toEqual([
      "acme/owl-d",
      "acme/owl-c",
      "acme/owl-b",
      "acme/owl-a",
    ]);
    expect(await store.datasets.count({ search: "owl" })).toBe(4);
    expect(await allIds(store, { search: "night", fullText: true })).toEqual([]);
    expect(await allIds(store, { search: "day", fullText: true })).toEqual(["acme/owl-a"]);
    expect(await allIds(store, { search: "words", fullText: true })).toEqual(["acme/owl-d"]);
    expect(await allIds(store, { search: "downloads", fullText: true })).toEqual([
      "acme/owl-c",
      "acme/owl-d",
    ]);
    checkSearchIndex(store);
  });

  it("writes nothing when an import fails part way", async () => {
    const store = await newStore();
    await store.datasets.upsert({ id: "acme/owl-a", downloads: 10 });
    await expect(
      store.datasets.upsertMany([{ id: "acme/owl-b", downloads: 3 }, { id: "not an id" }]),
    ).rejects.toThrow();
    expect(await allIds(store, { search: "owl" })).toEqual(["acme/owl-a"]);
    checkSearchIndex(store);
  });

  it("pages a search with tags, an author or another sort as the matching rows sort", async () => {
    const store = await newStore();
    const datasets = Array.from({ length: 90 }, (_, i) => {
      const tags: string[] = [];
      if (i % 2 === 0) tags.push("language:en");
      if (i % 15 === 0) tags.push("license:mit");
      return {
        id: `org${i % 4}/${i % 3 === 0 ? "owl" : i % 30 === 1 ? "rare" : "cat"}-set-${i}`,
        downloads: (i * 37) % 23,
        likes: i % 5,
        tags,
      };
    });
    await store.datasets.upsertMany(datasets);
    /** The ids the query should list: likes ties go by downloads, then rowid (the input order), as pages do. */
    const expected = (
      word: string,
      keep: (i: number) => boolean,
      sort: "downloads" | "likes",
      direction: "asc" | "desc",
    ) =>
      datasets
        .map((dataset, i) => ({ ...dataset, i }))
        .filter((d) => d.id.split(/[/-]/).includes(word) && keep(d.i))
        .sort(
          (a, b) =>
            (a[sort] - b[sort] || a.downloads - b.downloads || a.i - b.i) * (direction === "desc" ? -1 : 1),
        )
        .map((d) => d.id);
    const cases: [DatasetQuery, (i: number) => boolean][] = [
      // A common tag and a search with fewer matches: the matches drive, in key order.
      [{ search: "rare", tags: ["language:en"] }, (i) => i % 2 === 0],
      // A rare tag and a search with many matches: the tag's rows drive.
      [{ search: "cat", tags: ["license:mit"] }, (i) => i % 15 === 0],
      [{ search: "owl", tags: ["language:en", "license:mit"] }, (i) => i % 30 === 0],
      // Many matches and a common tag: by likes, the likes index is walked and each row's key probed.
      [{ search: "cat", tags: ["language:en"] }, (i) => i % 2 === 0],
      [{ search: "owl", author: "org2" }, (i) => i % 4 === 2],
      [{ search: "cat" }, () => true],
    ];
    for (const [query, keep] of cases) {
      const word = query.search as string;
      for (const sort of ["downloads", "likes"] as const) {
        for (const direction of ["desc", "asc"] as const) {
          const want = expected(word, keep, sort, direction);
          expect(
            await allIds(store, { ...query, sort, direction }),
            JSON.stringify({ query, sort, direction }),
          ).toEqual(want);
          expect(await store.datasets.count(query)).toBe(want.length);
        }
      }
    }
  });

  it("finds any part of an id or author, terms in any order and of any length; card text by words", async () => {
    const store = await newStore();
    await store.datasets.upsertMany([
      { id: "rajpurkar/squad_v2", downloads: 30, description: "Reading comprehension" },
      { id: "HuggingFaceFW/fineweb-edu", downloads: 20, author: "HuggingFaceFW" },
      { id: "openai/gsm8k", downloads: 10, description: "grade school math" },
    ]);
    const ids = (search: string, fullText = false) => allIds(store, { search, fullText });
    expect(await ids("squad")).toEqual(["rajpurkar/squad_v2"]);
    expect(await ids("web face")).toEqual(["HuggingFaceFW/fineweb-edu"]);
    expect(await ids("8k")).toEqual(["openai/gsm8k"]);
    expect(await ids("a")).toEqual(["rajpurkar/squad_v2", "HuggingFaceFW/fineweb-edu", "openai/gsm8k"]);
    expect(await ids("math gsm", true)).toEqual(["openai/gsm8k"]);
    expect(await ids("ath", true)).toEqual([]);
    expect(await store.datasets.count({ search: "u" })).toBe(2);
    checkSearchIndex(store);
  });
});
