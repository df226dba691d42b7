import { afterAll, describe, expect, it, vi } from "vitest";
import type { DatasetQuery } from "../src/datasets/dataset-repository";
import type { SortKey } from "../src/listing-order";
import type { ModelQuery } from "../src/models/model-query";
import { ModelRepository } from "../src/models/model-repository";
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

// The same names with conditions: a task on two rows in three, a library on every other row, a
// licence tag on one row in five, an owner per row modulo 9 but for 16 rows owned by "solo".
const FILTERED_ROWS = ROWS.map((row, i) => ({
  ...row,
  ...(i % 250 === 7 ? { id: row.id.replace(/^org\d/u, "solo") } : {}),
  author: i % 250 === 7 ? "solo" : `org${i % 9}`,
  pipeline_tag: i % 3 ? "text-generation" : "fill-mask",
  library_name: i % 2 ? "transformers" : "peft",
  tags: i % 5 ? ["region:us"] : ["license:mit", "task_categories:translation", "region:us"],
}));

type FilteredRow = (typeof FILTERED_ROWS)[number];

/** The ids a search among conditions lists, in its sort order (ties as in `expected`). */
function expectedWithin(
  word: string,
  keep: (row: FilteredRow) => boolean,
  sort: SortKey,
  direction: "asc" | "desc",
): string[] {
  const value = (row: FilteredRow) =>
    sort === "likes" ? row.likes : sort === "downloads" ? row.downloads : row.trendingScore;
  const order = direction === "desc" ? 1 : -1;
  return FILTERED_ROWS.map((row, i) => ({ row, i }))
    .filter(({ row }) => keep(row) && row.id.split(/[/-]/).some((part) => part.startsWith(word)))
    .sort((a, b) => order * (value(b.row) - value(a.row) || b.row.downloads - a.row.downloads || b.i - a.i))
    .map(({ row }) => row.id);
}

/** Every id a model listing holds, page after page. */
function modelIds(models: ModelRepository, query: ModelQuery, pageSize: number): string[] {
  const ids: string[] = [];
  let cursor: string | undefined;
  do {
    const page = models.list({ ...query, limit: pageSize, ...(cursor ? { cursor } : {}) });
    ids.push(...page.items.map((model) => model.id));
    cursor = page.nextCursor;
  } while (cursor);
  return ids;
}

describe("one-letter searches among other conditions, walked a page of rows at a time", () => {
  const store = openStore(":memory:");
  afterAll(() => store.close());
  store.models.upsertMany(FILTERED_ROWS);
  store.datasets.upsertMany(FILTERED_ROWS);
  // Sets of 4,000 rowids take 500 bytes: none fits 64 bytes of cache, so no listing is read from
  // row sets (decision 057), which this small store would otherwise take first.
  const models = new ModelRepository(store.db, { rowSetBytes: 64 });
  const generating = (row: FilteredRow) => row.pipeline_tag === "text-generation";
  const licensed = (row: FilteredRow) => row.tags.includes("license:mit");

  it.each([
    ["x", "likes", "desc"],
    ["x", "downloads", "desc"],
    ["y", "likes", "desc"],
    ["z", "trendingScore", "desc"],
    ["x", "likes", "asc"],
    ["z", "downloads", "asc"],
  ] as const)(
    "lists every text-generation model matching %j by %s (%s), page after page",
    (word, sort, direction) => {
      const want = expectedWithin(word, generating, sort, direction);
      expect(want.length).toBeGreaterThan(600);
      const query = { search: word, pipelineTag: "text-generation", sort, direction };
      expect(modelIds(models, query, 30)).toEqual(want);
    },
  );

  it.each([
    ["x", "downloads"],
    ["z", "likes"],
  ] as const)("lists models matching %j with a task, a library and a tag by %s", (word, sort) => {
    const keep = (row: FilteredRow) =>
      generating(row) && row.library_name === "transformers" && licensed(row);
    const query = {
      search: word,
      pipelineTag: "text-generation",
      library: "transformers",
      tags: ["license:mit"],
      sort,
    };
    expect(modelIds(models, query, 20)).toEqual(expectedWithin(word, keep, sort, "desc"));
  });

  it.each(["downloads", "likes"] as const)(
    "lists models matching a letter with a tag alone by %s",
    (sort) => {
      for (const direction of ["desc", "asc"] as const) {
        const query = { search: "x", tags: ["license:mit"], sort, direction };
        expect(modelIds(models, query, 30)).toEqual(expectedWithin("x", licensed, sort, direction));
      }
    },
  );

  it.each([
    ["an owner and a tag", { author: "org3", tags: ["license:mit"] }, "likes"],
    ["a tag", { tags: ["license:mit"] }, "downloads"],
    ["a task category", { taskCategory: "translation" }, "downloads"],
  ] as [string, DatasetQuery, SortKey][])(
    "lists datasets matching a letter with %s",
    (_name, conditions, sort) => {
      const keep = (row: FilteredRow) =>
        licensed(row) && (!("author" in conditions) || row.author === conditions.author);
      const ids: string[] = [];
      let cursor: string | undefined;
      do {
        const page = store.datasets.list({
          search: "x",
          ...conditions,
          sort,
          limit: 10,
          ...(cursor ? { cursor } : {}),
        });
        ids.push(...page.items.map((dataset) => dataset.id));
        cursor = page.nextCursor;
      } while (cursor);
      expect(ids).toEqual(expectedWithin("x", keep, sort, "desc"));
    },
  );

  it("reads a page from the first rows walked without counting the matches or collecting them", () => {
    const reads = vi.spyOn(store.db, "all");
    const gets = vi.spyOn(store.db, "get");
    try {
      // Walked down the task's index, then down the tag's rows, both in downloads order.
      expect(models.list({ search: "x", pipelineTag: "text-generation", limit: 30 }).items).toHaveLength(30);
      expect(models.list({ search: "x", tags: ["license:mit"], limit: 30 }).items).toHaveLength(30);
      const sql = [...reads.mock.calls, ...gets.mock.calls].map(([text]) => text.replace(/\s+/g, " "));
      expect(sql.filter((text) => text.includes("EXISTS (SELECT 1 FROM models_fts"))).toHaveLength(2);
      expect(sql.filter((text) => /count\(\*\)|IN \(SELECT/.test(text))).toEqual([]);
    } finally {
      reads.mockRestore();
      gets.mockRestore();
    }
  });

  it("plans a phrase ending in one letter as before: its matches are no more than its first word's", () => {
    const reads = vi.spyOn(store.db, "all");
    try {
      const want = expectedWithin(
        "z",
        (row) => generating(row) && row.id.includes("xeno-zulu"),
        "likes",
        "desc",
      );
      const query = { search: "xeno z", pipelineTag: "text-generation", sort: "likes" } as const;
      expect(modelIds(models, query, 30)).toEqual(want);
      const sql = reads.mock.calls.map(([text]) => text.replace(/\s+/g, " "));
      expect(sql.some((text) => text.includes("EXISTS (SELECT 1 FROM models_fts"))).toBe(false);
    } finally {
      reads.mockRestore();
    }
  });

  it("reads a narrow author's rows with a letter probed on each, any sort, without collecting the matches", () => {
    const reads = vi.spyOn(store.db, "all");
    try {
      for (const sort of ["trendingScore", "likes", "downloads"] as const) {
        const want = expectedWithin("x", (row) => row.author === "solo", sort, "desc");
        expect(want).toHaveLength(8);
        expect(modelIds(models, { search: "x", author: "solo", sort }, 5)).toEqual(want);
        const datasets = store.datasets.list({ search: "x", author: "solo", sort, limit: 20 });
        expect(datasets.items.map((dataset) => dataset.id)).toEqual(want);
      }
      const sql = reads.mock.calls.map(([text]) => text.replace(/\s+/g, " "));
      expect(sql.filter((text) => text.includes("IN (SELECT"))).toEqual([]);
    } finally {
      reads.mockRestore();
    }
  });

  it.each([
    ["likes", "desc"],
    ["trendingScore", "desc"],
    ["likes", "asc"],
  ] as const)(
    "lists a task and a tag without a search by %s (%s), walked before it is planned",
    (sort, direction) => {
      const keep = (row: FilteredRow) => generating(row) && licensed(row);
      const query = { pipelineTag: "text-generation", tags: ["license:mit"], sort, direction };
      expect(modelIds(models, query, 30)).toEqual(expectedWithin("", keep, sort, direction));
    },
  );

  it("reads a broad task and tag's page from the first rows walked, without counting their matches", () => {
    const reads = vi.spyOn(store.db, "all");
    const gets = vi.spyOn(store.db, "get");
    try {
      const page = models.list({
        pipelineTag: "text-generation",
        tags: ["license:mit"],
        sort: "likes",
        limit: 30,
      });
      expect(page.items).toHaveLength(30);
      const sql = [...reads.mock.calls, ...gets.mock.calls].map(([text]) => text.replace(/\s+/g, " "));
      expect(sql.filter((text) => text.includes("count(*)"))).toEqual([]);
    } finally {
      reads.mockRestore();
      gets.mockRestore();
    }
  });
});
