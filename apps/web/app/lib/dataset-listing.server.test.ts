import { openStore, SIDEBAR_ROW_BOUND, type Store } from "@modelhub/store";
import { describe, expect, it } from "vitest";
import { type DatasetListingData, loadDatasetListing, WHOLE_CATALOGUE_NOTE } from "./dataset-listing.server";

const TASK = "task_categories:";

async function datasetStore(): Promise<Store> {
  const store = await openStore(":memory:");
  await store.datasets.upsertMany([
    {
      id: "acme/chat-logs",
      downloads: 50,
      tags: [`${TASK}text-generation`, "library:pandas", "library:datasets"],
    },
    {
      id: "acme/chat-eval",
      downloads: 40,
      tags: [`${TASK}text-generation`, `${TASK}text-classification`, "library:datasets"],
    },
    { id: "nyu/reviews", downloads: 30, tags: [`${TASK}text-classification`, "library:pandas"] },
    { id: "nyu/owls", downloads: 20, tags: [`${TASK}audio-classification`, "library:datasets"] },
  ]);
  return store;
}

const load = (store: Store, query: string) =>
  loadDatasetListing(store, new URL(`http://hub.test/datasets${query}`));

function taskCounts(listing: DatasetListingData) {
  return Object.fromEntries(
    listing.taskGroups
      .flatMap((g) => g.options)
      .filter((o) => !o.empty)
      .map((o) => [o.id, o.count]),
  );
}

function libraryCounts(listing: DatasetListingData) {
  return Object.fromEntries((listing.libraries ?? []).map((o) => [o.id, o.count]));
}

/** Every sidebar number must be the total of the listing its link opens (or of this one, when selected). */
async function expectCountsMatchTheirLinks(store: Store, listing: DatasetListingData) {
  const options = [...listing.taskGroups.flatMap((g) => g.options), ...(listing.libraries ?? [])].filter(
    (option) => !option.empty,
  );
  expect(options.length).toBeGreaterThan(0);
  for (const option of options) {
    const total = option.selected
      ? listing.total
      : (await load(store, option.href.slice("/datasets".length))).total;
    expect([option.id, option.count]).toEqual([option.id, total]);
  }
}

describe("loadDatasetListing sidebar counts", () => {
  it("unfiltered, shows the whole catalogue's counts without a note", async () => {
    const store = await datasetStore();
    const listing = await load(store, "");
    expect(taskCounts(listing)).toEqual({
      "audio-classification": 1,
      "text-classification": 2,
      "text-generation": 2,
    });
    expect(libraryCounts(listing)).toEqual({ datasets: 3, pandas: 2 });
    expect(listing.countsNotes).toEqual({});
  });

  it("narrows the library counts to the selected task, and the task counts to the selected library", async () => {
    const store = await datasetStore();
    const byTask = await load(store, "?task_categories=text-classification");
    expect(libraryCounts(byTask)).toEqual({ datasets: 1, pandas: 1 });
    expect(taskCounts(byTask)["text-generation"]).toBe(2);
    await expectCountsMatchTheirLinks(store, byTask);

    const byLibrary = await load(store, "?library=pandas");
    expect(taskCounts(byLibrary)).toEqual({ "text-classification": 1, "text-generation": 1 });
    expect(byLibrary.countsNotes).toEqual({});
    await expectCountsMatchTheirLinks(store, byLibrary);
  });

  it("narrows both to a search, and to a search with a task; tasks no match carries leave the sidebar", async () => {
    const store = await datasetStore();
    const searched = await load(store, "?search=nyu");
    expect(taskCounts(searched)).toEqual({ "audio-classification": 1, "text-classification": 1 });
    expect(libraryCounts(searched)).toEqual({ datasets: 1, pandas: 1 });
    await expectCountsMatchTheirLinks(store, searched);
    const both = await load(store, "?search=chat&task_categories=text-classification");
    expect(libraryCounts(both)).toEqual({ datasets: 1 });
    await expectCountsMatchTheirLinks(store, both);
  });

  it("keeps an unknown selected library on offer with a count of 0; no task is within it", async () => {
    const store = await datasetStore();
    const listing = await load(store, "?library=no-such-library");
    expect(listing.total).toBe(0);
    expect(listing.libraries?.map((o) => [o.id, o.count, o.selected])).toEqual([
      ["datasets", 3, false],
      ["pandas", 2, false],
      ["no-such-library", 0, true],
    ]);
    const tasks = listing.taskGroups.flatMap((group) => group.options);
    expect(tasks.length).toBeGreaterThan(40);
    expect(tasks.every((task) => task.count === 0 && task.empty === "No datasets for this task yet")).toBe(
      true,
    );
    expect(listing.countsNotes).toEqual({});
  });

  it("offers no sort the catalogue has no values for, and says so when a link asks for it", async () => {
    const undated = await openStore(":memory:");
    await undated.datasets.upsertMany([
      { id: "nyu/a", downloads: 1, createdAt: "2024-01-01T00:00:00.000Z" },
      { id: "nyu/b", downloads: 2 },
    ]);
    const listing = await load(undated, "?sort=modified");
    // No dataset has an update date, likes or a trending score either.
    expect(listing.sortOptions.map((option) => option.id)).toEqual(["downloads", "created"]);
    expect(listing.params.sort).toBe("downloads");
    expect(listing.notices).toEqual([
      'Ignored the sort "recently updated": no dataset in this catalogue has an update date.',
    ]);
    expect((await load(undated, "?sort=likes")).notices).toEqual([
      'Ignored the sort "most likes": no dataset in this catalogue has likes.',
    ]);
    expect(listing.items.map((item) => item.id)).toEqual(["nyu/b", "nyu/a"]);
    expect((await load(undated, "?sort=created")).items.map((item) => item.id)).toEqual(["nyu/a", "nyu/b"]);
    // Once one dataset has the date, the sort is offered.
    await undated.datasets.upsertMany([
      { id: "nyu/c", lastModified: "2025-01-01T00:00:00.000Z", likes: 1, trendingScore: 2 },
    ]);
    expect((await load(undated, "")).sortOptions).toHaveLength(5);
    expect((await load(undated, "?sort=modified")).items[0]?.id).toBe("nyu/c");
  });

  it("offers no library section when no dataset of the catalogue names a library", async () => {
    const bare = await openStore(":memory:");
    await bare.datasets.upsertMany([{ id: "nyu/plain", tags: [`${TASK}translation`] }]);
    expect((await load(bare, "")).libraries).toBeUndefined();
    // With libraries in the catalogue, a search that matches none of them still shows the section.
    expect(
      (await load(await datasetStore(), "?search=owls&library=pandas")).libraries?.map((o) => o.id),
    ).toEqual(["datasets", "pandas"]);
  });

  it("says it ignored an unknown sort, and lists in the default order", async () => {
    const store = await datasetStore();
    const listing = await load(store, "?sort=<b>size</b>");
    expect(listing.notices).toEqual([
      'Ignored the sort "<b>size</b>": listings sort by trending, most downloads, most likes, recently created or recently updated.',
    ]);
    expect(listing.items.map((item) => item.id)).toEqual(
      (await load(store, "")).items.map((item) => item.id),
    );
    expect(listing.sortOptions.find((option) => option.selected)?.id).toBe(listing.params.defaultSort);
    expect((await load(store, "?sort=downloads")).notices).toBe(undefined);
  });

  it("says when a task or library filter matches nothing and the catalogue does not know it", async () => {
    const store = await datasetStore();
    expect((await load(store, "?task_categories=translaton&library=panda")).notices).toEqual([
      'No task is called "translaton", and no datasets have it as their task.',
      'No library is called "panda", and no datasets use it.',
    ]);
    expect((await load(store, "?task_categories=translation&library=polars")).notices).toBe(undefined);
  });

  it("past the store's bound, shows the whole catalogue's counts with a note (decision 076)", async () => {
    const store = await datasetStore();
    await store.datasets.upsertMany(
      Array.from({ length: SIDEBAR_ROW_BOUND + 1 }, (_, i) => ({
        id: `bulk/set-${i}`,
        tags: [`${TASK}summarization`, i % 2 ? "library:polars" : "library:pandas"],
      })),
    );
    const listing = await load(store, "?task_categories=summarization");
    expect(listing.countsNotes).toEqual({ libraries: WHOLE_CATALOGUE_NOTE });
    // The task counts are within the other filters (none here), so they stay exact.
    expect(taskCounts(listing).summarization).toBe(SIDEBAR_ROW_BOUND + 1);
  });
});
