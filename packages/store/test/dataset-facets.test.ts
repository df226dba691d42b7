import { seededRandom } from "@modelhub/testkit";
import { describe, expect, it } from "vitest";
import type { DatasetQuery } from "../src/datasets/dataset-repository";
import { openStore } from "../src/store";

const TASK = "task_categories:";
const LIBRARY = "library:";

async function smallStore() {
  const store = await openStore(":memory:");
  await store.datasets.upsertMany([
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
  it("without conditions, gives the maintained whole-catalogue counts", async () => {
    const store = await smallStore();
    const within = await store.datasets.tagCountsWithin([TASK], {});
    expect(within).toEqual({
      counts: [
        { value: `${TASK}text-classification`, count: 2 },
        { value: `${TASK}text-generation`, count: 2 },
        { value: `${TASK}audio-classification`, count: 1 },
      ],
      withinQuery: true,
    });
    expect(within.counts).toEqual(await store.datasets.facetCounts("tag", { prefix: TASK }));
  });

  it("counts libraries within a task filter", async () => {
    const store = await smallStore();
    expect(await store.datasets.tagCountsWithin([LIBRARY], { taskCategory: "text-classification" })).toEqual({
      counts: [
        { value: `${LIBRARY}datasets`, count: 1 },
        { value: `${LIBRARY}pandas`, count: 1 },
      ],
      withinQuery: true,
    });
  });

  it("counts tasks and libraries within a search, in one read", async () => {
    const store = await smallStore();
    const within = await store.datasets.tagCountsWithin([TASK, LIBRARY], { search: "chat" });
    expect(within.withinQuery).toBe(true);
    expect(within.counts).toEqual([
      { value: `${LIBRARY}datasets`, count: 2 },
      { value: `${TASK}text-generation`, count: 2 },
      { value: `${LIBRARY}pandas`, count: 1 },
      { value: `${TASK}text-classification`, count: 1 },
    ]);
    // Card text counts only for a full-text search.
    expect((await store.datasets.tagCountsWithin([TASK], { search: "transcripts" })).counts).toEqual([]);
    expect(
      (await store.datasets.tagCountsWithin([TASK], { search: "transcripts", fullText: true })).counts,
    ).toEqual([{ value: `${TASK}text-generation`, count: 1 }]);
  });

  it("counts within two filters, and within an author", async () => {
    const store = await smallStore();
    expect(
      (await store.datasets.tagCountsWithin([TASK], { tags: [`${LIBRARY}datasets`], search: "acme" })).counts,
    ).toEqual([
      { value: `${TASK}text-generation`, count: 2 },
      { value: `${TASK}text-classification`, count: 1 },
    ]);
    expect(
      (
        await store.datasets.tagCountsWithin([LIBRARY], {
          taskCategory: "text-classification",
          tags: [`${LIBRARY}pandas`],
        })
      ).counts,
    ).toEqual([{ value: `${LIBRARY}pandas`, count: 1 }]);
    expect((await store.datasets.tagCountsWithin([TASK], { author: "nyu" })).counts).toEqual([
      { value: `${TASK}audio-classification`, count: 1 },
      { value: `${TASK}text-classification`, count: 1 },
    ]);
  });

  it("gives no counts for an unknown value, a search without words or a prefix nothing carries", async () => {
    const store = await smallStore();
    expect(await store.datasets.tagCountsWithin([LIBRARY], { taskCategory: "no-such-task" })).toEqual({
      counts: [],
      withinQuery: true,
    });
    expect((await store.datasets.tagCountsWithin([TASK], { tags: ["library:nothing"] })).counts).toEqual([]);
    expect((await store.datasets.tagCountsWithin([TASK], { search: "zzzz" })).counts).toEqual([]);
    expect((await store.datasets.tagCountsWithin([TASK], { search: "!!!" })).counts).toEqual([]);
    expect((await store.datasets.tagCountsWithin(["size_categories:"], { search: "chat" })).counts).toEqual(
      [],
    );
  });

  it("follows writes: a dataset that loses a tag leaves the narrowed counts", async () => {
    const store = await smallStore();
    await store.datasets.upsert({ id: "nyu/reviews", downloads: 30, tags: [`${TASK}text-classification`] });
    expect(
      (await store.datasets.tagCountsWithin([LIBRARY], { taskCategory: "text-classification" })).counts,
    ).toEqual([{ value: `${LIBRARY}datasets`, count: 1 }]);
  });

  it("past the row bound, gives the whole catalogue's counts, marked as such (decision 076)", async () => {
    const store = await smallStore();
    const query: DatasetQuery = { taskCategory: "text-generation" };
    const within = await store.datasets.tagCountsWithin([LIBRARY], query, { rowBound: 2 });
    expect(within.withinQuery).toBe(true);
    expect(within.counts).not.toEqual(await store.datasets.facetCounts("tag", { prefix: LIBRARY }));
    expect(await store.datasets.tagCountsWithin([LIBRARY], query, { rowBound: 1 })).toEqual({
      counts: await store.datasets.facetCounts("tag", { prefix: LIBRARY }),
      withinQuery: false,
    });
  });

  it("gives each value the count of the listing with that value added, on generated data", async () => {
    const store = await openStore(":memory:");
    const random = seededRandom(11);
    const pick = <T>(values: readonly T[]) => values[Math.floor(random() * values.length)] as T;
    const tasks = ["text-generation", "summarization", "translation", "robotics"];
    const libraries = ["pandas", "datasets", "polars"];
    await store.datasets.upsertMany(
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
      const within = await store.datasets.tagCountsWithin([TASK, LIBRARY], query);
      expect(within.withinQuery).toBe(true);
      expect(within.counts.length).toBeGreaterThan(0);
      for (const { value, count } of within.counts) {
        expect([query, value, count]).toEqual([
          query,
          value,
          await store.datasets.count({ ...query, tags: [...(query.tags ?? []), value] }),
        ]);
      }
    }
  });
});
