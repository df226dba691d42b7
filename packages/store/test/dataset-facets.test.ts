import { describe, expect, it } from "vitest";
import { type DatasetQuery, DatasetRepository } from "../src/datasets/dataset-repository";
import { openStore } from "../src/store";
import { seededRandom } from "../src/synthetic/random";
import { recordingStore } from "./recording-store";

const TASK = "task_categories:";
const LIBRARY = "library:";

function smallStore() {
  const store = openStore(":memory:");
  store.datasets.upsertMany([
    {
      id: "acme/chat-logs",
      downloads: 50,
      tags: [`${TASK}text-generation`, `${LIBRARY}pandas`, `${LIBRARY}datasets`, "license:mit"],
      description: "Chat transcripts",
    },
    {
      id: "acme/chat-eval",
      downloads: 40,
      tags: [`${TASK}text-generation`, `${TASK}text-classification`, `${LIBRARY}datasets`],
    },
    { id: "nyu/reviews", downloads: 30, tags: [`${TASK}text-classification`, `${LIBRARY}pandas`] },
    { id: "nyu/owls", downloads: 20, tags: [`${TASK}audio-classification`, `${LIBRARY}datasets`] },
    { id: "solo/notes", downloads: 10, tags: ["license:mit"] },
  ]);
  return store;
}

describe("DatasetRepository.tagCountsWithin", () => {
  it("without conditions, gives the maintained whole-catalogue counts", () => {
    const store = smallStore();
    const within = store.datasets.tagCountsWithin([TASK], {});
    expect(within).toEqual({
      counts: [
        { value: `${TASK}text-classification`, count: 2 },
        { value: `${TASK}text-generation`, count: 2 },
        { value: `${TASK}audio-classification`, count: 1 },
      ],
      withinQuery: true,
    });
    expect(within.counts).toEqual(store.datasets.facetCounts("tag", { prefix: TASK }));
  });

  it("counts libraries within a task filter", () => {
    const store = smallStore();
    expect(store.datasets.tagCountsWithin([LIBRARY], { taskCategory: "text-classification" })).toEqual({
      counts: [
        { value: `${LIBRARY}datasets`, count: 1 },
        { value: `${LIBRARY}pandas`, count: 1 },
      ],
      withinQuery: true,
    });
  });

  it("counts tasks and libraries within a search, in one read", () => {
    const store = smallStore();
    const within = store.datasets.tagCountsWithin([TASK, LIBRARY], { search: "chat" });
    expect(within.withinQuery).toBe(true);
    expect(within.counts).toEqual([
      { value: `${LIBRARY}datasets`, count: 2 },
      { value: `${TASK}text-generation`, count: 2 },
      { value: `${LIBRARY}pandas`, count: 1 },
      { value: `${TASK}text-classification`, count: 1 },
    ]);
    // Card text counts only for a full-text search.
    expect(store.datasets.tagCountsWithin([TASK], { search: "transcripts" }).counts).toEqual([]);
    expect(store.datasets.tagCountsWithin([TASK], { search: "transcripts", fullText: true }).counts).toEqual([
      { value: `${TASK}text-generation`, count: 1 },
    ]);
  });

  it("counts within two filters, and within an author", () => {
    const store = smallStore();
    expect(
      store.datasets.tagCountsWithin([TASK], { tags: [`${LIBRARY}datasets`], search: "acme" }).counts,
    ).toEqual([
      { value: `${TASK}text-generation`, count: 2 },
      { value: `${TASK}text-classification`, count: 1 },
    ]);
    expect(
      store.datasets.tagCountsWithin([LIBRARY], {
        taskCategory: "text-classification",
        tags: [`${LIBRARY}pandas`],
      }).counts,
    ).toEqual([{ value: `${LIBRARY}pandas`, count: 1 }]);
    expect(store.datasets.tagCountsWithin([TASK], { author: "nyu" }).counts).toEqual([
      { value: `${TASK}audio-classification`, count: 1 },
      { value: `${TASK}text-classification`, count: 1 },
    ]);
  });

  it("gives no counts for an unknown value, a search without words or a prefix nothing carries", () => {
    const store = smallStore();
    expect(store.datasets.tagCountsWithin([LIBRARY], { taskCategory: "no-such-task" })).toEqual({
      counts: [],
      withinQuery: true,
    });
    expect(store.datasets.tagCountsWithin([TASK], { tags: ["library:nothing"] }).counts).toEqual([]);
    expect(store.datasets.tagCountsWithin([TASK], { search: "zzzz" }).counts).toEqual([]);
    expect(store.datasets.tagCountsWithin([TASK], { search: "!!!" }).counts).toEqual([]);
    expect(store.datasets.tagCountsWithin(["size_categories:"], { search: "chat" }).counts).toEqual([]);
  });

  it("follows writes: a dataset that loses a tag leaves the narrowed counts", () => {
    const store = smallStore();
    store.datasets.upsert({ id: "nyu/reviews", downloads: 30, tags: [`${TASK}text-classification`] });
    expect(store.datasets.tagCountsWithin([LIBRARY], { taskCategory: "text-classification" }).counts).toEqual(
      [{ value: `${LIBRARY}datasets`, count: 1 }],
    );
  });

  it("above the row bound, counts from row sets, as exactly (decision 056)", () => {
    const store = smallStore();
    // Two rows under the task, plus a fifth of a read to scan its two index entries.
    const query: DatasetQuery = { taskCategory: "text-generation" };
    const live = store.datasets.tagCountsWithin([LIBRARY], query, { rowBound: 3 });
    expect(live.withinQuery).toBe(true);
    expect(store.datasets.tagCountsWithin([LIBRARY], query, { rowBound: 2 })).toEqual(live);
    expect(live.counts).not.toEqual(store.datasets.facetCounts("tag", { prefix: LIBRARY }));
    // Two tags of two rows each may match two rows; they share one, which fits a bound of 2.
    const shared: DatasetQuery = { ...query, tags: [`${LIBRARY}pandas`] };
    expect(store.datasets.tagCountsWithin([TASK], shared, { rowBound: 2 })).toEqual({
      counts: [{ value: `${TASK}text-generation`, count: 1 }],
      withinQuery: true,
    });
    const both: DatasetQuery = { ...query, tags: [`${LIBRARY}datasets`] };
    expect(store.datasets.tagCountsWithin([TASK], both, { rowBound: 2 })).toEqual(
      store.datasets.tagCountsWithin([TASK], both, { rowBound: 3 }),
    );
    // An author with few rows drives.
    const solo: DatasetQuery = { author: "solo" };
    expect(store.datasets.tagCountsWithin([LIBRARY], solo, { rowBound: 1 }).withinQuery).toBe(true);
    expect(() => store.datasets.tagCountsWithin([LIBRARY], query, { rowBound: 1.5 })).toThrow(RangeError);
  });

  it("within the bound too, counts from row sets once every set is at hand (decision 066)", () => {
    const inner = smallStore();
    const { store, statements } = recordingStore(inner);
    const fresh = () => new DatasetRepository(inner.db);
    const liveReads = () => statements.filter((sql) => sql.includes("m.tags AS tags"));
    const query: DatasetQuery = { search: "chat" };
    // Live: the sets are not at hand.
    expect(store.datasets.tagCountsWithin([TASK, LIBRARY], query)).toEqual(
      fresh().tagCountsWithin([TASK, LIBRARY], query),
    );
    expect(liveReads()).toHaveLength(1);
    // Past a bound of one row, the search's set and every task's and library's are read.
    store.datasets.tagCountsWithin([TASK, LIBRARY], query, { rowBound: 1 });
    statements.length = 0;
    const narrowed: DatasetQuery[] = [query, { ...query, taskCategory: "text-classification" }];
    for (const within of narrowed) {
      expect(store.datasets.tagCountsWithin([TASK, LIBRARY], within)).toEqual(
        fresh().tagCountsWithin([TASK, LIBRARY], within),
      );
    }
    expect(liveReads()).toEqual([]);
    // A condition whose set is not at hand (an author) is counted live.
    store.datasets.tagCountsWithin([LIBRARY], { author: "nyu" });
    expect(liveReads()).toHaveLength(1);
  });

  it("reads the sets of the sidebar's tags ahead, so a first narrowed count reads none (decision 068)", () => {
    const inner = smallStore();
    const { store, statements } = recordingStore(inner);
    const tagSetReads = () => statements.filter((sql) => /FROM dataset_tags WHERE tag =/.test(sql)).length;
    expect(store.datasets.prepareTagCounts([TASK, LIBRARY])).toBe(true);
    // Three task categories and two libraries; the licence is not among the prefixes.
    expect(tagSetReads()).toBe(5);
    statements.length = 0;
    const query: DatasetQuery = { search: "chat" };
    expect(store.datasets.tagCountsWithin([TASK, LIBRARY], query, { rowBound: 1 })).toEqual(
      new DatasetRepository(inner.db).tagCountsWithin([TASK, LIBRARY], query),
    );
    expect(tagSetReads()).toBe(0);
    // Sets too large for the cache: nothing is read.
    expect(new DatasetRepository(inner.db, { rowSetBytes: 1 }).prepareTagCounts([TASK])).toBe(false);
  });

  it("counts a search that does not drive against the bound (its matches are collected whole)", () => {
    const store = openStore(":memory:");
    store.datasets.upsertMany(
      Array.from({ length: 30 }, (_, i) => ({
        id: `acme/set-${i}`,
        tags: i === 0 ? [`${TASK}robotics`, `${LIBRARY}pandas`] : [`${LIBRARY}polars`],
      })),
    );
    const query: DatasetQuery = { taskCategory: "robotics", search: "acme" };
    // The robotics tag drives: 1 index entry and 30 matches, a tenth of a read each, then 1 read.
    // Past a bound of 4, row sets count it; within one of 5, the row is read: the same counts.
    for (const rowBound of [4, 5]) {
      expect(store.datasets.tagCountsWithin([LIBRARY], query, { rowBound })).toEqual({
        counts: [{ value: `${LIBRARY}pandas`, count: 1 }],
        withinQuery: true,
      });
    }
  });

  it("gives each value the count of the listing with that value added, on generated data", () => {
    const store = openStore(":memory:");
    const random = seededRandom(11);
    const pick = <T>(values: readonly T[]) => values[Math.floor(random() * values.length)] as T;
    const tasks = ["text-generation", "summarization", "translation", "robotics"];
    const libraries = ["pandas", "datasets", "polars"];
    store.datasets.upsertMany(
      Array.from({ length: 400 }, (_, i) => ({
        id: `${pick(["acme", "nyu", "solo"])}/${pick(["chat", "news", "owl"])}-${i}`,
        downloads: Math.floor(random() * 1000),
        tags: [
          ...(random() < 0.8 ? [`${TASK}${pick(tasks)}`] : []),
          ...(random() < 0.3 ? [`${TASK}${pick(tasks)}`] : []),
          ...libraries.filter(() => random() < 0.5).map((id) => `${LIBRARY}${id}`),
        ],
      })),
    );
    const queries: DatasetQuery[] = [
      { taskCategory: "summarization" },
      { tags: [`${LIBRARY}polars`] },
      { search: "news" },
      { search: "owl", taskCategory: "translation", tags: [`${LIBRARY}pandas`] },
      { author: "nyu", tags: [`${LIBRARY}datasets`] },
    ];
    for (const query of queries) {
      const within = store.datasets.tagCountsWithin([TASK, LIBRARY], query);
      expect(within.withinQuery).toBe(true);
      expect(within.counts.length).toBeGreaterThan(0);
      for (const { value, count } of within.counts) {
        expect([query, value, count]).toEqual([
          query,
          value,
          store.datasets.count({ ...query, tags: [...(query.tags ?? []), value] }),
        ]);
      }
    }
  });
});
