import { afterEach, describe, expect, it } from "vitest";
import type { SortKey } from "../src/listing-order";
import type { RowSetOptions } from "../src/listing-row-sets";
import type { ModelQuery } from "../src/models/model-query";
import { ModelRepository } from "../src/models/model-repository";
import { openStore, type Store } from "../src/store";
import { recordingStore } from "./recording-store";

// A page of several conditions whose row sets are at hand or cheap is read from their
// intersection: down the sort index testing each row's bit, or, for few matches, by rowid
// (decision 057). Either way, every page must be the one the planned read gives.

const stores: Store[] = [];
afterEach(() => {
  for (const store of stores.splice(0)) store.close();
});

const live = { providerId: "x/y", status: "live", task: "text-generation" } as const;
const gguf = [{ rfilename: "m.Q4_K_M.gguf" }];

/** 400 models: two tasks, two libraries, overlapping tags, providers, GGUF files, dates, ties. */
function store(): Store {
  const store = openStore(":memory:");
  stores.push(store);
  store.models.upsertMany(
    Array.from({ length: 400 }, (_, i) => ({
      id: `${i % 5 === 0 ? "meta" : "acme"}/${i % 3 === 0 ? "llama" : "qwen"}-${i}`,
      pipeline_tag: i % 4 === 0 ? "text-classification" : "text-generation",
      library_name: i % 6 === 0 ? "gguf" : "transformers",
      downloads: (i * 53) % 17,
      likes: i % 7,
      trendingScore: (i * 31) % 11,
      createdAt: new Date(Date.UTC(2024, 0, 1 + (i % 50))).toISOString(),
      lastModified: new Date(Date.UTC(2025, 0, 1 + ((i * 7) % 60))).toISOString(),
      tags: [...(i % 2 === 0 ? ["license:apache-2.0"] : ["license:mit"]), ...(i % 11 === 0 ? ["rare"] : [])],
      ...(i % 8 === 3 ? { siblings: gguf } : {}),
      inferenceProviderMapping: {
        ...(i % 6 === 1 ? { together: live } : {}),
        ...(i % 9 === 2 ? { groq: live } : {}),
      },
    })),
  );
  return store;
}

/** Every page of a listing, read through its cursors. */
function pages(models: ModelRepository, query: ModelQuery): string[][] {
  const all: string[][] = [];
  let cursor: string | undefined;
  do {
    const page = models.list({ ...query, limit: 7, ...(cursor ? { cursor } : {}) });
    all.push(page.items.map((model) => model.id));
    cursor = page.nextCursor;
  } while (cursor);
  return all;
}

const queries: [string, ModelQuery][] = [
  // A search alone is read from its set in any order but downloads (decision 059).
  ["a search alone", { search: "llama" }],
  ["a prefix alone", { search: "qw" }],
  ["a search and a task", { search: "llama", pipelineTag: "text-generation" }],
  ["a search and a library", { search: "llama", library: "gguf" }],
  ["a search and a tag", { search: "llama", tags: ["license:mit"] }],
  ["a task and a tag", { pipelineTag: "text-classification", tags: ["license:apache-2.0"] }],
  ["two tags and a search", { tags: ["rare", "license:apache-2.0"], search: "acme" }],
  ["a task and local apps", { pipelineTag: "text-generation", apps: ["llama.cpp"] }],
  ["a search and any of two providers", { search: "qwen", inferenceProviders: ["together", "groq"] }],
  ["a search, an author and a task", { search: "llama", author: "meta", pipelineTag: "text-generation" }],
  ["conditions no model meets together", { search: "llama", tags: ["nothing"] }],
];
const sorts: SortKey[] = ["downloads", "likes", "trendingScore", "createdAt", "lastModified"];

describe("model listings read from row sets", () => {
  it.each(queries)("of %s: every page the planned read gives, in each order", (_name, query) => {
    const models = store();
    // Sets of 400 rowids take 52 bytes: none fits 64 bytes of cache, so pages are read as planned.
    const planned = new ModelRepository(models.db, { rowSetBytes: 64 });
    const walked = new ModelRepository(models.db);
    const listed = new ModelRepository(models.db, { rowSetWalkRows: 0 });
    for (const sort of sorts) {
      for (const direction of ["desc", "asc"] as const) {
        const expected = pages(planned, { ...query, sort, direction });
        expect(pages(walked, { ...query, sort, direction }), `${sort} ${direction}`).toEqual(expected);
        expect(pages(listed, { ...query, sort, direction }), `${sort} ${direction}`).toEqual(expected);
      }
    }
  });

  it("walk the sort index testing each row's bit, or read few matches by rowid", () => {
    const { store: recorded, statements } = recordingStore(store());
    const read = (options: ConstructorParameters<typeof ModelRepository>[1]) => {
      statements.length = 0;
      new ModelRepository(recorded.db, options).list({ search: "llama", pipelineTag: "text-generation" });
      return statements.join("\n");
    };
    expect(read({})).toContain("in_row_set(?, m.rowid)");
    expect(read({ rowSetWalkRows: 0 })).toContain("json_each(?)");
    expect(read({ rowSetBytes: 64 })).not.toMatch(/in_row_set|json_each/);
    // One condition has its own way in: no row set.
    expect(read({}).length).toBeGreaterThan(0);
    statements.length = 0;
    new ModelRepository(recorded.db).list({ pipelineTag: "text-generation", library: "gguf" });
    expect(statements.join("\n")).not.toMatch(/in_row_set|json_each/);
  });

  it("read a search alone from its set, kept for the next page, except by downloads", () => {
    const { store: recorded, statements } = recordingStore(store());
    const models = new ModelRepository(recorded.db);
    const setReads = () =>
      statements.filter((sql) => /^SELECT \(rowid & \d+\) FROM models_fts/.test(sql.trim()));
    models.list({ search: "llama", sort: "likes" });
    expect(statements.join("\n")).toContain("in_row_set(?, m.rowid)");
    expect(setReads()).toHaveLength(1);
    statements.length = 0;
    models.list({ search: "llama", sort: "trendingScore" });
    expect(statements.join("\n")).toContain("in_row_set(?, m.rowid)");
    expect(setReads()).toHaveLength(0);
    statements.length = 0;
    // By downloads the page is read from the search's keys, in order: no set.
    models.list({ search: "qwen" });
    expect(statements.join("\n")).not.toMatch(/in_row_set|json_each/);
  });

  it.each([
    ["a search and a task", { search: "llama", pipelineTag: "text-generation", sort: "likes" }],
    ["a search alone", { search: "llama", sort: "likes" }],
  ] as [string, ModelQuery][])(
    "follow writes: a model added to %s is on the next page read",
    (_name, query) => {
      const models = store();
      const before = pages(models.models, query).flat();
      models.models.upsert({ id: "acme/llama-new", pipeline_tag: "text-generation", likes: 100 });
      expect(pages(models.models, query).flat()).toEqual(["acme/llama-new", ...before]);
    },
  );

  it("read a prefix of many words from its set, counted and listed in every order, the merge done once", () => {
    const inner = openStore(":memory:");
    stores.push(inner);
    // 600 words starting with "xy": FTS5 merges their lists for the prefix (more than 512).
    inner.models.upsertMany(
      Array.from({ length: 600 }, (_, i) => ({
        id: `acme/xy${i}`,
        downloads: (i * 37) % 13,
        likes: i % 5,
        trendingScore: (i * 7) % 17,
      })),
    );
    const { store: recorded, statements } = recordingStore(inner);
    const models = new ModelRepository(recorded.db);
    const planned = new ModelRepository(inner.db, { rowSetBytes: 64 });
    const merges = () => statements.filter((sql) => sql.includes("models_fts MATCH")).length;
    expect(models.count({ search: "xy" })).toBe(600);
    expect(merges()).toBe(1);
    for (const sort of ["downloads", "likes", "trendingScore"] as const) {
      expect(pages(models, { search: "xy", sort })).toEqual(pages(planned, { search: "xy", sort }));
    }
    // Every page of every order came from the set the count read.
    expect(merges()).toBe(1);
    expect(statements.join("\n")).toContain("in_row_set(?, m.rowid)");
  });

  it("read a one-letter search within a broad condition from sets once its walk does not fill", () => {
    const inner = openStore(":memory:");
    stores.push(inner);
    // "yak" names hold the lowest likes: a walk down the likes index finds none of them first.
    // The task is on 6,000 rows: too many to probe the letter on each (decision 058).
    inner.models.upsertMany(
      Array.from({ length: 12_000 }, (_, i) => ({
        id: `org${i % 7}/${i >= 6000 ? "xeno" : "yak"}-${i}`,
        likes: i,
        downloads: (i * 7919) % 53,
        pipeline_tag: i % 2 ? "text-generation" : "fill-mask",
      })),
    );
    const { store: recorded, statements } = recordingStore(inner);
    const models = new ModelRepository(recorded.db);
    const planned = new ModelRepository(inner.db, { rowSetBytes: 64 });
    const query: ModelQuery = { search: "y", pipelineTag: "text-generation", sort: "likes" };
    const first = models.list({ ...query, limit: 7 });
    expect(statements.join("\n")).toContain("in_row_set(?, m.rowid)");
    expect(statements.filter((sql) => sql.includes("IN (SELECT"))).toEqual([]);
    const top = [5999, 5997, 5995, 5993, 5991, 5989, 5987].map((i) => `org${i % 7}/yak-${i}`);
    expect(first.items.map((model) => model.id)).toEqual(top);
    expect(pages(models, query)).toEqual(pages(planned, query));
  });

  // The other conditions' sets over the page's budget: the search's set stands in for the
  // full-text index (decision 063), walked with the other conditions' rows in page order or, for
  // few matches, read by rowid. Each query's other conditions hold more rows than its search.
  const searchSetQueries: [string, ModelQuery & { search: string }][] = [
    ["a search and a task", { search: "llama", pipelineTag: "text-generation" }],
    ["a search and a tag", { search: "meta", tags: ["license:mit"] }],
    ["a search, a task and a library", { search: "qwen", pipelineTag: "text-generation", library: "gguf" }],
    ["a search and two tags", { search: "meta", tags: ["rare", "license:apache-2.0"] }],
  ];

  /**
   * A repository whose page budget fits the search's set but not the other conditions' sets, with
   * the search's set at hand: a search alone by likes is read from its set (decision 059).
   */
  function searchSetRepository(db: Store["db"], search: string, options: RowSetOptions = {}) {
    const matches = new ModelRepository(db).count({ search });
    const models = new ModelRepository(db, { rowSetPageRows: matches, ...options });
    models.list({ search, sort: "likes" });
    return models;
  }

  it.each(searchSetQueries)(
    "of %s, from the search's set: every page the planned read gives",
    (_name, query) => {
      const inner = store();
      const { store: recorded, statements } = recordingStore(inner);
      const planned = new ModelRepository(inner.db, { rowSetBytes: 64 });
      // Walked; listed by rowid; or, neither allowed, the rows of a narrow other condition (all
      // are narrow in 400 models) with each row's bit tested.
      const ways: [RowSetOptions, RegExp][] = [
        [{}, /in_row_set\(\?/],
        [{ rowSetWalkRows: 0 }, /json_each\(\?\)/],
        [{ rowSetWalkRows: 0, rowSetListRows: 0 }, /in_row_set\(\?/],
      ];
      for (const [options, how] of ways) {
        const models = searchSetRepository(recorded.db, query.search, options);
        statements.length = 0;
        for (const sort of sorts) {
          for (const direction of ["desc", "asc"] as const) {
            const expected = pages(planned, { ...query, sort, direction });
            expect(pages(models, { ...query, sort, direction }), `${sort} ${direction}`).toEqual(expected);
          }
        }
        expect(statements.filter((sql) => sql.includes("MATCH"))).toEqual([]);
        expect(statements.join("\n")).toMatch(how);
      }
    },
  );

  it("walk the other conditions' rows in page order with the search's bit, or list few matches", () => {
    const { store: recorded, statements } = recordingStore(store());
    const read = (query: ModelQuery & { search: string }, options: { rowSetWalkRows?: number } = {}) => {
      const models = searchSetRepository(recorded.db, query.search, options);
      statements.length = 0;
      models.list(query);
      return statements.join("\n");
    };
    const byTask = { search: "llama", pipelineTag: "text-generation" };
    // By downloads, the task's own index gives its rows in page order.
    expect(read(byTask)).toMatch(/m\.pipeline_tag = \?[\s\S]*in_row_set\(\?, m\.rowid\)/);
    // By a tag, the tag's rows; the bit is tested on each before its model's row is read.
    expect(read({ search: "meta", tags: ["license:mit"] })).toContain("in_row_set(?, t.model_rowid)");
    expect(read(byTask, { rowSetWalkRows: 0 })).toContain("json_each(?)");
    expect(read(byTask, { rowSetWalkRows: 0 })).not.toContain("MATCH");
  });

  it("read a prefix of many words within a task from its set, counted and listed, the merge done once", () => {
    const inner = openStore(":memory:");
    stores.push(inner);
    // 600 words starting with "xy" (FTS5 merges their lists for the prefix) among 1,200 models.
    inner.models.upsertMany(
      Array.from({ length: 1200 }, (_, i) => ({
        id: `acme/${i % 2 ? "xy" : "zz"}${i}`,
        pipeline_tag: i % 3 ? "text-generation" : "fill-mask",
        downloads: (i * 37) % 13,
        likes: i % 5,
        trendingScore: (i * 7) % 17,
      })),
    );
    const { store: recorded, statements } = recordingStore(inner);
    const models = new ModelRepository(recorded.db, { rowSetPageRows: 0 });
    const planned = new ModelRepository(inner.db, { rowSetBytes: 64 });
    const merges = () => statements.filter((sql) => sql.includes("models_fts MATCH")).length;
    const query: ModelQuery = { search: "xy", pipelineTag: "text-generation" };
    expect(models.count(query)).toBe(planned.count(query));
    expect(models.count(query)).toBe(400);
    expect(merges()).toBe(1);
    for (const sort of ["downloads", "likes", "trendingScore"] as const) {
      expect(pages(models, { ...query, sort })).toEqual(pages(planned, { ...query, sort }));
    }
    expect(merges()).toBe(1);
  });

  it("count a search among other conditions from few rows of its set", () => {
    const inner = store();
    const { store: recorded, statements } = recordingStore(inner);
    const models = new ModelRepository(recorded.db);
    const planned = new ModelRepository(inner.db, { rowSetBytes: 64 });
    models.list({ search: "meta", sort: "likes" });
    for (const query of [
      { search: "meta", tags: ["rare"] },
      { search: "meta", pipelineTag: "text-classification", library: "gguf" },
      { search: "meta", tags: ["nothing"] },
    ] as ModelQuery[]) {
      statements.length = 0;
      expect(models.count(query), JSON.stringify(query)).toBe(planned.count(query));
      expect(statements.join("\n")).not.toContain("MATCH");
    }
    expect(planned.count({ search: "meta", tags: ["rare"] })).toBeGreaterThan(0);
  });

  it("follow writes: a model added to a search within a task is on the next page read from the search's set", () => {
    const inner = store();
    const { store: recorded, statements } = recordingStore(inner);
    const query = { search: "llama", pipelineTag: "text-generation", sort: "likes" } as const;
    // A budget of 200 rows fits the search's set (134 rows, then 135) but not the task's (300).
    const models = new ModelRepository(recorded.db, { rowSetPageRows: 200 });
    models.list({ search: "llama", sort: "likes" });
    const before = pages(models, query).flat();
    inner.models.upsert({ id: "acme/llama-new", pipeline_tag: "text-generation", likes: 100 });
    // The write emptied the sets: the search alone reads its set again, which the pages then use.
    models.list({ search: "llama", sort: "likes" });
    statements.length = 0;
    expect(pages(models, query).flat()).toEqual(["acme/llama-new", ...before]);
    expect(statements.join("\n")).toContain("in_row_set(?");
    expect(statements.join("\n")).not.toContain("MATCH");
  });
});
