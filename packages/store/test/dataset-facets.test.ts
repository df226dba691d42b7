import { describe, expect, it } from "vitest";
import type { DatasetQuery } from "../src/datasets/dataset-repository";
import { openStore } from "../src/store";
import { seededRandom } from "../src/synthetic/random";

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

  it("past the row bound, gives the whole catalogue's counts, marked as such (decision 076)", () => {
    const store = smallStore();
    const query: DatasetQuery = { taskCategory: "text-generation" };
    const within = store.datasets.tagCountsWithin([LIBRARY], query, { rowBound: 2 });
    expect(within.withinQuery).toBe(true);
    expect(within.counts).not.toEqual(store.datasets.facetCounts("tag", { prefix: LIBRARY }));
    expect(store.datasets.tagCountsWithin([LIBRARY], query, { rowBound: 1 })).toEqual({
      counts: store.datasets.facetCounts("tag", { prefix: LIBRARY }),
      withinQuery: false,
    });
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
