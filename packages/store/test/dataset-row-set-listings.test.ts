import { afterEach, describe, expect, it } from "vitest";
import { type DatasetQuery, DatasetRepository } from "../src/datasets/dataset-repository";
import type { SortKey } from "../src/listing-order";
import { openStore, type Store } from "../src/store";
import { recordingStore } from "./recording-store";

// Dataset totals and pages read from row sets, as model ones are (decisions 055, 057, 059, 060
// and 063): every page and total must be the one the planned read gives, in every order.

const stores: Store[] = [];
afterEach(() => {
  for (const store of stores.splice(0)) store.close();
});

/** 600 datasets: two task categories, two libraries, a language, owners, names, ties. */
function store(): Store {
  const inner = openStore(":memory:");
  stores.push(inner);
  inner.datasets.upsertMany(
    Array.from({ length: 600 }, (_, i) => ({
      id: `${i % 5 === 0 ? "nlp" : "lab"}/${i % 3 === 0 ? "wiki" : "squad"}-${i}`,
      author: i % 5 === 0 ? "nlp" : "lab",
      downloads: (i * 53) % 17,
      likes: i % 7,
      trendingScore: (i * 31) % 11,
      createdAt: new Date(Date.UTC(2024, 0, 1 + (i % 50))).toISOString(),
      lastModified: new Date(Date.UTC(2025, 0, 1 + ((i * 7) % 60))).toISOString(),
      tags: [
        i % 4 === 0 ? "task_categories:text-classification" : "task_categories:text-generation",
        ...(i % 6 === 0 ? ["library:datasets"] : ["library:pandas"]),
        ...(i % 2 === 0 ? ["language:en"] : []),
      ],
    })),
  );
  return inner;
}

/** Every page of a listing, read through its cursors. */
function pages(datasets: DatasetRepository, query: DatasetQuery): string[][] {
  const all: string[][] = [];
  let cursor: string | undefined;
  do {
    const page = datasets.list({ ...query, limit: 7, ...(cursor ? { cursor } : {}) });
    all.push(page.items.map((dataset) => dataset.id));
    cursor = page.nextCursor;
  } while (cursor);
  return all;
}

const sorts: SortKey[] = ["downloads", "likes", "trendingScore", "createdAt", "lastModified"];
const queries: [string, DatasetQuery][] = [
  ["a search alone", { search: "wiki" }],
  ["a search and a task category", { search: "wiki", taskCategory: "text-generation" }],
  ["a search, a tag and an author", { search: "squad", tags: ["language:en"], author: "lab" }],
  ["a task category and a library", { taskCategory: "text-classification", tags: ["library:pandas"] }],
  ["a letter and a task category", { search: "s", taskCategory: "text-generation" }],
  ["conditions no dataset meets together", { search: "wiki", tags: ["nothing"] }],
];

describe("dataset listings read from row sets", () => {
  it.each(queries)(
    "of %s: every page and the total the planned read gives, in each order",
    (_name, query) => {
      const inner = store();
      const { store: recorded, statements } = recordingStore(inner);
      // Sets of 600 rowids take 80 bytes: none fits 64 bytes of cache, so all is read as planned.
      const planned = new DatasetRepository(inner.db, { rowSetBytes: 64 });
      const variants = [
        new DatasetRepository(recorded.db, { rowSetMinRows: 0 }),
        new DatasetRepository(recorded.db, { rowSetMinRows: 0, rowSetWalkRows: 0 }),
      ];
      for (const datasets of variants) {
        expect(datasets.count(query)).toBe(planned.count(query));
        for (const sort of sorts) {
          for (const direction of ["desc", "asc"] as const) {
            const expected = pages(planned, { ...query, sort, direction });
            expect(pages(datasets, { ...query, sort, direction }), `${sort} ${direction}`).toEqual(expected);
          }
        }
      }
      // The sets served (all but the empty intersection, which needs no read).
      if (planned.count(query) > 0) expect(statements.join("\n")).toMatch(/in_row_set|json_each/);
    },
  );

  it("count several conditions from their sets, then read the page from them", () => {
    const { store: recorded, statements } = recordingStore(store());
    const datasets = new DatasetRepository(recorded.db, { rowSetMinRows: 0 });
    const query: DatasetQuery = { search: "wiki", taskCategory: "text-generation", sort: "likes" };
    expect(datasets.count(query)).toBe(150);
    statements.length = 0;
    datasets.list(query);
    expect(statements.join("\n")).toContain("in_row_set(?, m.rowid)");
    expect(statements.join("\n")).not.toContain("MATCH");
    // The total is kept for the next page, until the data changes.
    statements.length = 0;
    expect(datasets.count({ ...query, cursor: undefined })).toBe(150);
    expect(statements.filter((sql) => !sql.includes("data_version"))).toEqual([]);
    recorded.datasets.upsert({ id: "lab/wiki-new", tags: ["task_categories:text-generation"] });
    expect(datasets.count(query)).toBe(151);
  });

  it("read a search within a broad task category from the search's set", () => {
    const { store: recorded, statements } = recordingStore(store());
    const planned = new DatasetRepository(recorded.db, { rowSetBytes: 64 });
    // A budget that fits the search's set (200 rows) but not the task category's (450).
    const datasets = new DatasetRepository(recorded.db, { rowSetPageRows: 200 });
    datasets.list({ search: "wiki", sort: "likes" });
    const query: DatasetQuery = { search: "wiki", taskCategory: "text-generation" };
    for (const sort of ["downloads", "trendingScore"] as const) {
      statements.length = 0;
      const read = pages(datasets, { ...query, sort });
      expect(statements.join("\n")).toContain("in_row_set(?, ");
      expect(statements.join("\n")).not.toContain("MATCH");
      expect(read).toEqual(pages(planned, { ...query, sort }));
    }
  });

  it("read a prefix of many words from its set, counted and listed, the merge done once", () => {
    const inner = openStore(":memory:");
    stores.push(inner);
    // 600 words starting with "xy": FTS5 merges their lists for the prefix (more than 512).
    inner.datasets.upsertMany(
      Array.from({ length: 1200 }, (_, i) => ({
        id: `lab/${i % 2 ? "xy" : "zz"}${i}`,
        downloads: (i * 37) % 13,
        likes: i % 5,
        tags: [i % 3 ? "task_categories:text-generation" : "task_categories:fill-mask"],
      })),
    );
    const { store: recorded, statements } = recordingStore(inner);
    const datasets = new DatasetRepository(recorded.db);
    const planned = new DatasetRepository(inner.db, { rowSetBytes: 64 });
    const merges = () => statements.filter((sql) => sql.includes("datasets_fts MATCH")).length;
    for (const query of [
      { search: "xy" },
      { search: "xy", taskCategory: "text-generation" },
    ] as DatasetQuery[]) {
      statements.length = 0;
      expect(datasets.count(query)).toBe(planned.count(query));
      for (const sort of ["downloads", "likes"] as const) {
        expect(pages(datasets, { ...query, sort })).toEqual(pages(planned, { ...query, sort }));
      }
      expect(merges()).toBeLessThanOrEqual(1);
    }
    expect(datasets.count({ search: "xy" })).toBe(600);
  });
});
