import { seededRandom } from "@modelhub/testkit";
import { afterEach, describe, expect, it } from "vitest";
import type { DatasetQuery } from "../src/datasets/dataset-repository";
import type { DatasetTagFilters } from "../src/datasets/dataset-tag-filters";
import { type EngineStore, STORE_ENGINES } from "./store-engines";

// The dataset facet filters (modality, size, format, language, license, task, library) list on each
// engine what plain JavaScript picks out, combined with search, sort and cursor.

interface Reference {
  id: string;
  author: string;
  tags: string[];
  downloads: number;
  likes: number;
}

const FACET_TAGS = [
  ["modality:text", "modality:image", "modality:audio"],
  ["size_categories:n<1K", "size_categories:1K<n<10K", "size_categories:10K<n<100K"],
  ["format:parquet", "format:json"],
  ["language:en", "language:fr", "language:de"],
  ["license:mit", "license:apache-2.0"],
  ["task_categories:text-classification", "task_categories:translation"],
  ["library:datasets", "library:pandas"],
];

function catalogue(count: number): Reference[] {
  const random = seededRandom(96);
  return Array.from({ length: count }, (_, i) => {
    const author = ["acme", "glue", "wiki"][Math.floor(random() * 3)] as string;
    // One size category each, as on the Hub; several values of the other facets.
    const tags = FACET_TAGS.flatMap((values, facet) =>
      facet === 1
        ? [values[Math.floor(random() * values.length)] as string]
        : values.filter(() => random() < 0.45),
    );
    return {
      id: `${author}/corpus-${i}`,
      author,
      tags,
      downloads: Math.floor(random() * 6) * 10,
      likes: Math.floor(random() * 3),
    };
  });
}

function matches(dataset: Reference, filters: DatasetTagFilters): boolean {
  return Object.entries(filters).every(([prefix, filter]) => {
    const has = (value: string) => dataset.tags.includes(`${prefix}:${value}`);
    return filter.any ? filter.values.some(has) : filter.values.every(has);
  });
}

/** The ids `query` lists, as plain JavaScript picks and sorts them. */
function expectedIds(datasets: readonly Reference[], query: DatasetQuery): string[] {
  const sign = (query.direction ?? "desc") === "desc" ? -1 : 1;
  const byLikes = query.sort === "likes";
  return datasets
    .map((d, i) => ({ ...d, rowid: i + 1 }))
    .filter(
      (d) =>
        matches(d, query.filters ?? {}) &&
        (query.search === undefined || d.id.includes(query.search)) &&
        (query.author === undefined || d.author === query.author),
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

describe.each(STORE_ENGINES)("dataset tag filters on $engine", ({ open }) => {
  let store: EngineStore | undefined;
  afterEach(async () => {
    await store?.close();
    store = undefined;
  });

  it("lists, pages and counts the datasets each filter and combination picks out", async () => {
    const s = await open();
    store = s;
    const datasets = catalogue(120);
    await s.datasets.upsertMany(datasets);
    const queries: DatasetQuery[] = [
      { filters: { modality: { values: ["text"] } } },
      { filters: { modality: { values: ["text", "image"] } } },
      { filters: { size_categories: { values: ["n<1K", "10K<n<100K"], any: true } } },
      { filters: { format: { values: ["parquet"] }, language: { values: ["fr"] } }, sort: "likes" },
      { filters: { license: { values: ["apache-2.0"] }, task_categories: { values: ["translation"] } } },
      { filters: { library: { values: ["pandas"] }, size_categories: { values: ["1K<n<10K"], any: true } } },
      { filters: { language: { values: ["en", "de"] } }, author: "glue", direction: "asc" },
      { filters: { language: { values: ["de"] } }, search: "corpus-1" },
      { filters: { language: { values: ["xx"] } } },
    ];
    for (const query of queries) {
      const expected = expectedIds(datasets, query);
      const label = JSON.stringify(query);
      expect(await walk(s, { ...query, limit: 7 }), label).toEqual(expected);
      expect(await s.datasets.total(query), label).toEqual({ count: expected.length, exact: true });
      expect(await s.datasets.count(query), label).toBe(expected.length);
    }
    // A filter matching something and nothing, so that the checks above can tell.
    expect(expectedIds(datasets, queries[0] as DatasetQuery).length).toBeGreaterThan(10);
  });

  it("counts each language and size within the other filters", async () => {
    const s = await open();
    store = s;
    const datasets = catalogue(80);
    await s.datasets.upsertMany(datasets);
    const query: DatasetQuery = { filters: { modality: { values: ["text"] }, format: { values: ["json"] } } };
    const matching = new Set(expectedIds(datasets, query));
    const counts = new Map<string, number>();
    for (const d of datasets.filter((d) => matching.has(d.id))) {
      for (const tag of d.tags.filter((t) => t.startsWith("language:") || t.startsWith("size_categories:")))
        counts.set(tag, (counts.get(tag) ?? 0) + 1);
    }
    const within = await s.datasets.tagCountsWithin(["language:", "size_categories:"], query, {
      rowBound: Number.POSITIVE_INFINITY,
    });
    expect(within).toEqual({
      counts: [...counts]
        .map(([value, count]) => ({ value, count }))
        .sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : 1)),
      withinQuery: true,
    });
  });

  it("counts a sidebar's sections in one call, each as its own count within its query gives it", async () => {
    const s = await open();
    store = s;
    await s.datasets.upsertMany(catalogue(80));
    const query: DatasetQuery = { filters: { modality: { values: ["text"] }, format: { values: ["json"] } } };
    const withoutFormat: DatasetQuery = { filters: { modality: { values: ["text"] } } };
    const sections = [
      { query, prefixes: ["language:"] },
      { query: withoutFormat, prefixes: ["format:"] },
      { query, prefixes: ["size_categories:", "license:"] },
    ];
    const counts = await s.datasets.sidebarCounts(sections);
    expect(counts).toEqual(
      await Promise.all(
        sections.map((section) => s.datasets.tagCountsWithin(section.prefixes, section.query)),
      ),
    );
    expect(counts.map((section) => section.counts.length > 0)).toEqual([true, true, true]);
    // Past the bound, the whole catalogue's counts, said so.
    const [past] = await s.datasets.sidebarCounts([{ query, prefixes: ["language:"] }], { rowBound: 0 });
    expect(past).toEqual({ ...(await s.datasets.tagCountsWithin(["language:"], {})), withinQuery: false });
  });
});
