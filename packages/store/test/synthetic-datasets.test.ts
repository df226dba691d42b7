import { sampleDatasetTemplates, syntheticDatasets } from "@modelhub/testkit";
import { describe, expect, it } from "vitest";
import { normalizeDatasetRecord } from "../src/datasets/dataset-record";
import { openStore } from "../src/store";

describe("synthetic datasets", () => {
  const templates = sampleDatasetTemplates();

  it("are deterministic for a seed, unique by id, named and tagged as real datasets, with a long tail of downloads", () => {
    expect(templates.length).toBeGreaterThan(20_000);
    const datasets = [...syntheticDatasets(5000, templates, 7)];
    expect([...syntheticDatasets(5000, templates, 7)]).toEqual(datasets);
    expect(new Set(datasets.map((d) => d.id)).size).toBe(5000);
    const names = new Set(templates.map((t) => t.name));
    for (const dataset of datasets.slice(0, 200)) {
      const id = String(dataset.id);
      const name = id.slice(id.indexOf("/") + 1, id.lastIndexOf("-"));
      expect(names.has(name), id).toBe(true);
      expect(normalizeDatasetRecord(dataset).id).toBe(id);
    }
    const categories = new Set(
      datasets.flatMap((d) => (d.tags as string[]).filter((tag) => tag.startsWith("task_categories:"))),
    );
    expect(categories.size).toBeGreaterThan(20);
    const downloads = datasets.map((d) => Number(d.downloads)).sort((a, b) => a - b);
    expect(downloads[2500]).toBeLessThan(20);
    expect(downloads[4999]).toBeGreaterThan(10_000);
  });

  it("import cleanly into a store, searchable by their names' words", async () => {
    const store = await openStore(":memory:");
    try {
      const datasets = [...syntheticDatasets(2000, templates, 3)];
      expect(await store.datasets.upsertMany(datasets)).toEqual({ inserted: 2000, updated: 0 });
      const first = String(datasets[0]?.id);
      const word = first.slice(first.indexOf("/") + 1).split(/[-_.]/)[0] ?? "";
      const found = (await store.datasets.list({ search: word, limit: 1000 })).items.map((d) => d.id);
      expect(found).toContain(first);
      expect(await store.datasets.count({ search: word })).toBe(found.length);
    } finally {
      await store.close();
    }
  });
});
