import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { isPipelineType, normalizeModelRecord } from "@modelhub/catalog";
import { getProviderDefinition } from "@modelhub/snippets";
import {
  SYNTHETIC_PROVIDERS,
  type SyntheticProviderEntry,
  sampleModelTemplates,
  syntheticModels,
} from "@modelhub/testkit";
import { describe, expect, it } from "vitest";
import { importPath } from "../src/import/import-path";
import { PROVIDER_ID } from "../src/models/model-derived-tags";
import { openStore } from "../src/store";
import { listedIds } from "./listed-ids";

type Mapping = Record<string, SyntheticProviderEntry>;
const mappingOf = (model: Record<string, unknown>) => model.inferenceProviderMapping as Mapping | undefined;
const liveProviders = (model: Record<string, unknown>) =>
  Object.entries(mappingOf(model) ?? {}).flatMap(([provider, entry]) =>
    entry.status === "live" ? [provider] : [],
  );

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

  it("import cleanly into a store", async () => {
    const store = await openStore(":memory:");
    const summary = await store.models.upsertMany(syntheticModels(2000, templates, 3));
    expect(summary).toEqual({ inserted: 2000, updated: 0 });
    expect(
      (await store.models.facetCounts("pipeline_tag")).reduce((sum, facet) => sum + facet.count, 0),
    ).toBe(2000);
  });
});

describe("synthetic inference provider mappings", () => {
  const templates = sampleModelTemplates();
  const models = [...syntheticModels(40_000, templates, 11)];
  const served = models.filter((m) => mappingOf(m) !== undefined);

  it("serve most of the top 0.5% by downloads and a small fraction of the rest", () => {
    const byDownloads = [...models].sort((a, b) => Number(b.downloads) - Number(a.downloads));
    const popular = byDownloads.slice(0, 200);
    const rest = byDownloads.slice(200);
    const share = (list: Record<string, unknown>[]) =>
      list.filter((m) => mappingOf(m) !== undefined).length / list.length;
    expect(share(popular)).toBeGreaterThan(0.5);
    expect(share(rest)).toBeGreaterThan(0.001);
    expect(share(rest)).toBeLessThan(0.01);
  });

  it("are in the Hub's record shape: 1 to 6 providers, a few staging, each for the model's task", () => {
    const entries = served.flatMap((m) =>
      Object.entries(mappingOf(m) ?? {}).map((entry) => [m, ...entry] as const),
    );
    for (const [model, provider, entry] of entries) {
      expect(provider).toMatch(PROVIDER_ID);
      expect(Object.keys(entry).sort()).toEqual(["providerId", "status", "task"]);
      expect(["live", "staging"]).toContain(entry.status);
      expect(entry.providerId).not.toBe("");
      // Chat models are served as "conversational", as on the Hub; others for their pipeline tag.
      const chat =
        (model.pipeline_tag === "text-generation" || model.pipeline_tag === "image-text-to-text") &&
        (model.tags as string[]).includes("conversational");
      expect(entry.task).toBe(chat ? "conversational" : model.pipeline_tag);
    }
    const sizes = served.map((m) => Object.keys(mappingOf(m) ?? {}).length);
    expect(Math.min(...sizes)).toBe(1);
    expect(Math.max(...sizes)).toBe(6);
    // Most models have one provider.
    expect(sizes.filter((size) => size === 1).length).toBeGreaterThan(served.length * 0.4);
    const staging = entries.filter(([, , entry]) => entry.status === "staging").length;
    expect(staging / entries.length).toBeGreaterThan(0.01);
    expect(staging / entries.length).toBeLessThan(0.15);
    const main = [
      "conversational",
      "text-generation",
      "feature-extraction",
      "sentence-similarity",
      "text-to-image",
    ];
    const mainShare = entries.filter(([, , entry]) => main.includes(entry.task)).length / entries.length;
    expect(mainShare).toBeGreaterThan(0.8);
  });

  it("draw from many real providers with a skew", () => {
    const perProvider = new Map<string, number>();
    for (const model of served) {
      for (const provider of Object.keys(mappingOf(model) ?? {})) {
        perProvider.set(provider, (perProvider.get(provider) ?? 0) + 1);
      }
    }
    const counts = [...perProvider.values()].sort((a, b) => b - a);
    expect(counts.length).toBeGreaterThanOrEqual(10);
    expect(perProvider.has("featherless-ai") && perProvider.has("hf-inference")).toBe(true);
    expect(perProvider.has("openai")).toBe(false);
    expect(counts[0]).toBeGreaterThan(5 * (counts.at(-1) ?? 0));
  });

  it("name only real providers, each for tasks it serves, and none the router cannot call", () => {
    for (const { id, tasks } of SYNTHETIC_PROVIDERS) {
      const definition = getProviderDefinition(id);
      expect(definition, id).toBeDefined();
      expect(definition?.directOnly, id).toBeFalsy();
      for (const task of tasks) expect(Object.keys(definition?.tasks ?? {}), `${id} ${task}`).toContain(task);
    }
  });

  it("all survive normalizeModelRecord unchanged", () => {
    expect(served.length).toBeGreaterThan(100);
    for (const model of served) {
      expect(normalizeModelRecord(model).inferenceProviderMapping).toEqual(mappingOf(model));
    }
  });

  it("are what provider listings and counts of an imported dump show", async () => {
    const dumpModels = models.slice(0, 20_000);
    const dir = mkdtempSync(join(tmpdir(), "modelhub-synthetic-"));
    const store = await openStore(":memory:");
    try {
      const file = join(dir, "models.jsonl");
      writeFileSync(file, dumpModels.map((m) => `${JSON.stringify(m)}\n`).join(""));
      // Bulk mode, as the benchmark's large dumps load.
      expect((await importPath(store, file, { bulk: true })).records).toBe(20_000);
      const expected = new Map<string, string[]>();
      for (const model of dumpModels) {
        for (const provider of liveProviders(model)) {
          expected.set(provider, [...(expected.get(provider) ?? []), String(model.id)]);
        }
      }
      const [mostCommon] = [...expected].sort((a, b) => b[1].length - a[1].length)[0] ?? [];
      expect(mostCommon).toBeDefined();
      for (const [provider, ids] of expected) {
        const query = { inferenceProviders: [provider] };
        expect(await store.models.count(query), provider).toBe(ids.length);
        // Paged with a cursor, a listing holds exactly the models the provider serves.
        expect((await listedIds(store, query, 50)).sort(), provider).toEqual([...ids].sort());
      }
      const anyLive = dumpModels.filter((m) => liveProviders(m).length > 0).length;
      expect(anyLive).toBeGreaterThan(50);
      expect(await store.models.count({ inferenceProviders: ["all"] })).toBe(anyLive);
      const top = (await store.models.list({ inferenceProviders: [String(mostCommon)], limit: 5 })).items;
      expect(top).toHaveLength(5);
      for (const item of top) {
        expect(
          (await store.models.get(item.id))?.inferenceProviderMapping?.[String(mostCommon)]?.status,
        ).toBe("live");
      }
    } finally {
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
