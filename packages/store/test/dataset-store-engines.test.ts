import { seededRandom } from "@modelhub/testkit";
import { afterEach, describe, expect, it } from "vitest";
import type { DatasetQuery } from "../src/datasets/dataset-repository";
import { type EngineStore, STORE_ENGINES } from "./store-engines";

// Datasets as a user sees them (records, listings, cursors, totals, facet counts) are the same on
// each engine, checked against plain JavaScript.

interface Reference {
  id: string;
  author: string;
  tags: string[];
  downloads: number;
  likes: number;
}

function catalogue(count: number): Reference[] {
  const random = seededRandom(89);
  const tags = [
    "task_categories:text-classification",
    "task_categories:translation",
    "language:en",
    "size:small",
  ];
  return Array.from({ length: count }, (_, i) => {
    const author = ["acme", "glue", "wiki"][Math.floor(random() * 3)] as string;
    return {
      id: `${author}/set-${i}`,
      author,
      tags: tags.filter(() => random() < 0.45),
      downloads: Math.floor(random() * 5) * 10,
      likes: Math.floor(random() * 3),
    };
  });
}

/** The ids `query` lists from `datasets` stored in this order, less the `removed` ones. */
function expectedIds(
  datasets: readonly Reference[],
  query: DatasetQuery,
  removed: ReadonlySet<string> = new Set(),
): string[] {
  const sign = (query.direction ?? "desc") === "desc" ? -1 : 1;
  const tags = [
    ...(query.tags ?? []),
    ...(query.taskCategory ? [`task_categories:${query.taskCategory}`] : []),
  ];
  const byLikes = query.sort === "likes";
  return datasets
    .map((d, i) => ({ ...d, rowid: i + 1 }))
    .filter(
      (d) =>
        !removed.has(d.id) &&
        (query.author === undefined || d.author === query.author) &&
        tags.every((t) => d.tags.includes(t)),
    )
    .sort(
      (a, b) => ((byLikes ? a.likes - b.likes : 0) || a.downloads - b.downloads || a.rowid - b.rowid) * sign,
    )
    .map((d) => d.id);
}

async function walk(store: EngineStore, query: DatasetQuery): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await store.datasets.list({ ...query, cursor });
    ids.push(...page.items.map((item) => item.id));
    cursor = page.nextCursor;
  } while (cursor);
  return ids;
}

describe.each(STORE_ENGINES)("datasets on $engine", ({ open }) => {
  let store: EngineStore | undefined;
  afterEach(async () => {
    await store?.close();
    store = undefined;
  });

  it("stores a record, gives it back as imported, and replaces it with its counts", async () => {
    const s = await open();
    store = s;
    const raw = {
      id: "glue/sst2",
      tags: ["task_categories:text-classification", "language:en"],
      downloads: 9,
      sha: "x",
    };
    await s.datasets.upsert(raw);
    expect((await s.datasets.getEntry("glue/sst2"))?.raw).toEqual(raw);
    expect(await s.datasets.getRaw("glue/sst2")).toEqual(raw);
    expect(await s.datasets.get("glue/sst2")).toMatchObject({
      id: "glue/sst2",
      author: "glue",
      downloads: 9,
    });
    expect(await s.datasets.get("glue/none")).toBeUndefined();
    expect((await s.datasets.list()).items).toEqual([
      {
        id: "glue/sst2",
        author: "glue",
        tags: ["task_categories:text-classification", "language:en"],
        taskCategories: ["text-classification"],
        downloads: 9,
        likes: 0,
        trendingScore: 0,
        private: false,
      },
    ]);
    const summary = await s.datasets.upsertMany([
      { ...raw, tags: ["task_categories:translation"] },
      { id: "a/b" },
    ]);
    expect(summary).toEqual({ inserted: 1, updated: 1 });
    expect(await s.datasets.facetCounts("task_category")).toEqual([{ value: "translation", count: 1 }]);
    expect((await s.datasets.getMany(["a/b", "x/y", "glue/sst2"])).map((d) => d.id)).toEqual([
      "a/b",
      "glue/sst2",
    ]);
    expect((await s.datasets.listEntries({ limit: 1 })).items.map((entry) => entry.raw.id)).toEqual([
      "glue/sst2",
    ]);
  });

  it("walks listings by cursor in the order plain JavaScript sorts them, with totals and tag counts", async () => {
    const s = await open();
    store = s;
    const datasets = catalogue(90);
    await s.datasets.upsertMany(datasets);
    const queries: DatasetQuery[] = [
      {},
      { direction: "asc" },
      { sort: "likes" },
      { taskCategory: "translation" },
      { author: "glue", tags: ["language:en"] },
      { taskCategory: "text-classification", tags: ["size:small"], direction: "asc" },
    ];
    for (const query of queries) {
      const expected = expectedIds(datasets, query);
      const label = JSON.stringify(query);
      expect(await walk(s, { ...query, limit: 6 }), label).toEqual(expected);
      expect(await s.datasets.total(query), label).toEqual({ count: expected.length, exact: true });
      expect(await s.datasets.count(query), label).toBe(expected.length);
      const matching = new Set(expected);
      const counts = new Map<string, number>();
      for (const d of datasets.filter((d) => matching.has(d.id))) {
        for (const tag of d.tags.filter((t) => t.startsWith("language:") || t.startsWith("size:"))) {
          counts.set(tag, (counts.get(tag) ?? 0) + 1);
        }
      }
      const within = await s.datasets.tagCountsWithin(["language:", "size:"], query, {
        rowBound: Number.POSITIVE_INFINITY,
      });
      expect(within, label).toEqual({
        counts: [...counts]
          .map(([value, count]) => ({ value, count }))
          .sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : 1)),
        withinQuery: true,
      });
    }
  });

  it("removes datasets so that listings, totals, searches and counts are as if they had never been stored", async () => {
    const s = await open();
    store = s;
    const datasets = catalogue(60).map((d, i) => ({
      ...d,
      description: `card ${i % 2 ? "odd" : "even"}${i}`,
    }));
    await s.datasets.upsertMany(datasets);
    // The last one too: a dataset stored after it may be given a removed one's rowid.
    const removed = new Set(datasets.filter((_, i) => i % 3 === 1 || i === 59).map((d) => d.id));
    for (const id of removed) expect(await s.datasets.delete(id), id).toBe(true);
    const [gone] = removed as Set<string>;
    expect(await s.datasets.delete(gone as string)).toBe(false);
    expect(await s.datasets.has(gone as string)).toBe(false);
    expect(await s.datasets.has(datasets[0]?.id as string)).toBe(true);
    expect(await s.datasets.get(gone as string)).toBeUndefined();
    expect(await s.datasets.getRaw(gone as string)).toBeUndefined();
    expect((await s.datasets.getMany([gone as string, datasets[0]?.id as string])).map((d) => d.id)).toEqual([
      datasets[0]?.id,
    ]);

    const kept = datasets.filter((d) => !removed.has(d.id));
    const queries: DatasetQuery[] = [
      {},
      { sort: "likes", direction: "asc" },
      { taskCategory: "translation" },
      { tags: ["language:en"] },
      { author: "wiki", tags: ["size:small"] },
    ];
    for (const query of queries) {
      const expected = expectedIds(datasets, query, removed);
      const label = JSON.stringify(query);
      expect(await walk(s, { ...query, limit: 7 }), label).toEqual(expected);
      expect(await s.datasets.total(query), label).toEqual({ count: expected.length, exact: true });
      expect(await s.datasets.count(query), label).toBe(expected.length);
    }
    const tagCounts = new Map<string, number>();
    for (const d of kept) for (const tag of d.tags) tagCounts.set(tag, (tagCounts.get(tag) ?? 0) + 1);
    const sorted = (counts: Map<string, number>) =>
      [...counts]
        .map(([value, count]) => ({ value, count }))
        .sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : 1));
    expect(await s.datasets.facetCounts("tag")).toEqual(sorted(tagCounts));
    const categories = new Map(
      [...tagCounts]
        .filter(([tag]) => tag.startsWith("task_categories:"))
        .map(([tag, count]) => [tag.slice("task_categories:".length), count]),
    );
    expect(await s.datasets.facetCounts("task_category")).toEqual(sorted(categories));

    const searched = async (search: string, fullText = false) =>
      (await s.datasets.list({ search, fullText, limit: 100 })).items.map((d) => d.id).sort();
    const byId = (part: string) =>
      kept
        .filter((d) => d.id.includes(part))
        .map((d) => d.id)
        .sort();
    expect(await searched("set-1")).toEqual(byId("set-1"));
    expect(await searched("odd1", true)).toEqual(
      kept
        .filter((d) => d.description.startsWith("card odd1"))
        .map((d) => d.id)
        .sort(),
    );

    // A dataset stored next is found by its own name only; stored again, a removed one is
    // listed and counted as any other.
    // On SQLite it takes the rowid of the first removed one after the last kept.
    const reused = datasets[datasets.indexOf(kept.at(-1) as Reference & { description: string }) + 1];
    if (!reused) throw new Error("the catalogue must end with removed datasets");
    await s.datasets.upsert({ id: "fresh/newcomer", downloads: reused.downloads, description: "card new" });
    expect(await searched(reused.id)).toEqual([]);
    expect(await searched(reused.description, true)).toEqual([]);
    expect(await searched("newcomer")).toEqual(["fresh/newcomer"]);
    const again = datasets[1] as (typeof datasets)[number];
    await s.datasets.upsert(again);
    expect(await searched(again.id)).toEqual([...byId(again.id), again.id].sort());
    expect(await s.datasets.total()).toEqual({ count: kept.length + 2, exact: true });
  });

  it("finds any part of an id or author, and card text by words with fullText", async () => {
    const s = await open();
    store = s;
    await s.datasets.upsertMany([
      { id: "rajpurkar/squad_v2", downloads: 30, description: "Reading comprehension" },
      { id: "HuggingFaceFW/fineweb-edu", downloads: 20, author: "HuggingFaceFW" },
      { id: "openai/gsm8k", downloads: 10, description: "grade school math" },
    ]);
    const ids = async (search: string, fullText = false) =>
      (await s.datasets.list({ search, fullText })).items.map((d) => d.id);
    expect(await ids("squad")).toEqual(["rajpurkar/squad_v2"]);
    expect(await ids("web face")).toEqual(["HuggingFaceFW/fineweb-edu"]);
    expect(await ids("8k")).toEqual(["openai/gsm8k"]);
    expect(await ids("d_")).toEqual(["rajpurkar/squad_v2"]);
    expect(await ids("math gsm", true)).toEqual(["openai/gsm8k"]);
    expect(await ids("compre", true)).toEqual(["rajpurkar/squad_v2"]);
    expect(await ids("ath", true)).toEqual([]);
    expect(await s.datasets.count({ search: "u" })).toBe(2);
  });
});
