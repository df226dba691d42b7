import { isPipelineType } from "@modelhub/catalog";
import { describe, expect, it } from "vitest";
import { openStore } from "../src/store";
import { sampleModelTemplates } from "../src/synthetic/sample-templates";
import { syntheticModels } from "../src/synthetic/synthetic-models";

describe("synthetic models", () => {
  const templates = sampleModelTemplates();

  it("are deterministic for a seed, unique by id, with real tasks and a long tail of downloads", () => {
    const models = [...syntheticModels(5000, templates, 7)];
    expect([...syntheticModels(5000, templates, 7)]).toEqual(models);
    expect(new Set(models.map((m) => m.id)).size).toBe(5000);
    expect(models.every((m) => isPipelineType(String(m.pipeline_tag)))).toBe(true);
    expect(new Set(models.map((m) => m.pipeline_tag)).size).toBeGreaterThan(10);
    const downloads = models.map((m) => Number(m.downloads)).sort((a, b) => a - b);
    const median = downloads[2500] ?? 0;
    const top = downloads[4999] ?? 0;
    expect(top).toBeGreaterThan(median * 100);
  });

  it("import cleanly into a store", () => {
    const store = openStore(":memory:");
    const summary = store.models.upsertMany(syntheticModels(2000, templates, 3));
    expect(summary).toEqual({ inserted: 2000, updated: 0 });
    expect(store.models.facetCounts("pipeline_tag").reduce((sum, facet) => sum + facet.count, 0)).toBe(2000);
  });
});
