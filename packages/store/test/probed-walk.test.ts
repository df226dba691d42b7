import { afterAll, describe, expect, it, vi } from "vitest";
import type { SortKey } from "../src/listing-order";
import { openStore } from "../src/store";
import { listedIds } from "./listed-ids";

// 4,000 rows; likes rise with the index, so a walk by likes starts at the last one. "xeno" names
// are the top half by likes (a probed walk fills its pages from the first rows it reads), "yak"
// names the bottom half (the first rows hold none: the page is read again with a lookup table),
// "zulu" every other row. Each search matches 2,000 rows: enough for listings to walk the index.
const ROWS = Array.from({ length: 4000 }, (_, i) => ({
  id: `org${i % 9}/${i >= 2000 ? "xeno" : "yak"}-${i % 2 ? "zulu" : "bar"}-${i}`,
  downloads: (i * 7919) % 53,
  likes: i,
  trendingScore: (i * 31) % 4000,
}));

/** The ids a search lists, in its sort order: ties by downloads, then rowid (the input order). */
function expected(word: string, sort: SortKey): string[] {
  const value = (row: (typeof ROWS)[number]) => (sort === "likes" ? row.likes : row.trendingScore);
  return ROWS.map((row, i) => ({ ...row, i }))
    .filter((row) => row.id.split(/[/-]/).some((part) => part.startsWith(word)))
    .sort((a, b) => value(b) - value(a) || b.downloads - a.downloads || b.i - a.i)
    .map((row) => row.id);
}

describe("searches walking a sort index, a page of rows probed at a time", () => {
  const store = openStore(":memory:");
  afterAll(() => store.close());
  store.models.upsertMany(ROWS);
  store.datasets.upsertMany(ROWS);

  it.each([
    ["x", "likes"],
    ["y", "likes"],
    ["z", "likes"],
    ["xeno", "likes"],
    ["z", "trendingScore"],
  ] as const)("list every model and dataset matching %j by %s, page after page", (word, sort) => {
    const want = expected(word, sort);
    expect(want).toHaveLength(2000);
    expect(listedIds(store, { search: word, sort }, 30)).toEqual(want);
    const datasetIds: string[] = [];
    let cursor: string | undefined;
    do {
      const page = store.datasets.list({ search: word, sort, limit: 30, ...(cursor ? { cursor } : {}) });
      datasetIds.push(...page.items.map((dataset) => dataset.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(datasetIds).toEqual(want);
  });

  it("reads a page from the first rows walked when they fill it, and builds no lookup of every match", () => {
    const listings = vi.spyOn(store.db, "all");
    try {
      expect(store.models.list({ search: "x", sort: "likes", limit: 30 }).items).toHaveLength(30);
      expect(store.datasets.list({ search: "x", sort: "likes", limit: 30 }).items).toHaveLength(30);
      expect(store.models.list({ search: "y", sort: "likes", limit: 30 }).items).toHaveLength(30);
      const sql = listings.mock.calls.map(([text]) => text.replace(/\s+/g, " "));
      const lookups = sql.filter((text) => text.includes("IN (SELECT"));
      expect(sql.filter((text) => text.includes("EXISTS (SELECT 1 FROM"))).toHaveLength(3);
      // "y" matches none of the first rows by likes: its page is read again, with a lookup table.
      expect(lookups).toHaveLength(1);
      expect(lookups[0]).toContain("models_fts");
    } finally {
      listings.mockRestore();
    }
  });

  it("lists the same ascending, where the first rows read hold the other half", () => {
    const want = expected("x", "likes").reverse();
    expect(listedIds(store, { search: "x", sort: "likes", direction: "asc" }, 30)).toEqual(want);
  });
});
