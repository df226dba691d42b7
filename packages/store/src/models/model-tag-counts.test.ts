import { describe, expect, it } from "vitest";
import { recordingStore } from "../../test/recording-store";
import { openStore, type Store } from "../store";
import type { ModelQuery } from "./model-query";

const live = { status: "live", providerId: "x", task: "conversational" };
const gguf = [{ rfilename: "m.Q4_K_M.gguf" }];

function providerStore() {
  const store = openStore(":memory:");
  store.models.upsertMany([
    {
      id: "acme/chat",
      pipeline_tag: "text-generation",
      downloads: 50,
      inferenceProviderMapping: { together: live, groq: live },
    },
    {
      id: "acme/coder",
      pipeline_tag: "text-generation",
      downloads: 40,
      inferenceProviderMapping: { groq: live },
    },
    { id: "acme/chat-gguf", pipeline_tag: "text-generation", downloads: 30, siblings: gguf },
    {
      id: "nyu/sentiment",
      pipeline_tag: "text-classification",
      downloads: 20,
      inferenceProviderMapping: { "hf-inference": live, together: { ...live, status: "staging" } },
    },
    // A tag of its own that looks derived: a tag filter finds it, so it is counted too.
    { id: "nyu/tagged", pipeline_tag: "text-classification", downloads: 10, tags: ["local-apps:gguf"] },
  ]);
  return store;
}

const PREFIXES = ["inference_provider:", "local-apps:"];

describe("ModelRepository.tagCountsWithin", () => {
  it("counts provider and local-app tags within a task, a search and a provider", () => {
    const store = providerStore();
    expect(store.models.tagCountsWithin(PREFIXES, { pipelineTag: "text-generation" }).counts).toEqual([
      { value: "inference_provider:*", count: 2 },
      { value: "inference_provider:groq", count: 2 },
      { value: "inference_provider:together", count: 1 },
      { value: "local-apps:gguf", count: 1 },
    ]);
    expect(store.models.tagCountsWithin(PREFIXES, { search: "nyu" }).counts).toEqual([
      { value: "inference_provider:*", count: 1 },
      { value: "inference_provider:hf-inference", count: 1 },
      { value: "local-apps:gguf", count: 1 },
    ]);
    expect(
      store.models.tagCountsWithin(["inference_provider:"], { inferenceProviders: ["together"] }).counts,
    ).toEqual([
      { value: "inference_provider:*", count: 1 },
      { value: "inference_provider:groq", count: 1 },
      { value: "inference_provider:together", count: 1 },
    ]);
    expect(store.models.tagCountsWithin(PREFIXES, { search: "nothing-matches-this" })).toEqual({
      counts: [],
      withinQuery: true,
    });
  });

  it("gives each tag the count of the listing with that tag added", () => {
    const store = providerStore();
    const queries: ModelQuery[] = [
      {},
      { pipelineTag: "text-generation" },
      { pipelineTag: "text-classification" },
      { search: "acme" },
      { apps: ["ollama"] },
      { inferenceProviders: ["groq", "hf-inference"] },
    ];
    for (const query of queries) {
      const { counts, withinQuery } = store.models.tagCountsWithin(PREFIXES, query);
      expect(withinQuery).toBe(true);
      expect(counts.length).toBeGreaterThan(0);
      for (const { value, count } of counts) {
        expect(store.models.count({ ...query, tags: [...(query.tags ?? []), value] }), value).toBe(count);
      }
    }
  });

  it("reads the maintained whole-store counts when the query has no condition", () => {
    const store = providerStore();
    expect(store.models.tagCountsWithin(["local-apps:"], {}, { rowBound: 0 })).toEqual({
      counts: [{ value: "local-apps:gguf", count: 2 }],
      withinQuery: true,
    });
    expect(store.models.tagCountsWithin(["inference_provider:"], {}).counts.map((c) => c.value)).toEqual([
      "inference_provider:*",
      "inference_provider:groq",
      "inference_provider:hf-inference",
      "inference_provider:together",
    ]);
  });
});

/**
 * 300 models: 200 text-generation, 60 text-classification, 40 translation; three providers (one
 * serving about one model in ten, the others fewer) and GGUF files on about one in five. The
 * SQL each statement runs is recorded, to tell which way a count went.
 */
function generatedStore() {
  const { store, statements } = recordingStore(openStore(":memory:"));
  const tasks = ["text-generation", "text-classification", "translation"];
  store.models.upsertMany(
    Array.from({ length: 300 }, (_, i) => {
      const providers: Record<string, typeof live> = {};
      if (i % 10 === 3) providers.together = live;
      if (i % 17 === 5) providers.groq = live;
      if (i % 29 === 7) providers.novita = live;
      return {
        id: `${i % 7 === 0 ? "nyu" : "acme"}/model-${i}`,
        pipeline_tag: tasks[i < 200 ? 0 : i < 260 ? 1 : 2],
        downloads: (i * 37) % 101,
        ...(Object.keys(providers).length ? { inferenceProviderMapping: providers } : {}),
        ...(i % 5 === 1 ? { siblings: gguf } : {}),
      };
    }),
  );
  return { store, statements };
}

describe("ModelRepository.tagCountsWithin: bounded", () => {
  const exact = (store: Store, query: ModelQuery, rowBound?: number) => {
    const { counts, withinQuery } = store.models.tagCountsWithin(PREFIXES, query, { rowBound });
    expect(withinQuery).toBe(true);
    expect(counts.length).toBeGreaterThan(0);
    for (const { value, count } of counts) {
      expect(store.models.count({ ...query, tags: [...(query.tags ?? []), value] }), value).toBe(count);
    }
    return counts;
  };

  it("counts each tag per tag when the filter holds more rows than the candidates, else from its rows", () => {
    const { store, statements } = generatedStore();
    const catalogue = store.models.tagCountsWithin(PREFIXES, {}).counts;
    const perTag = catalogue.reduce((sum, { count }) => sum + count, 0);
    expect(perTag).toBeLessThan(200);
    // 200 text-generation rows: more than the candidates' postings, so counted per tag.
    statements.length = 0;
    exact(store, { pipelineTag: "text-generation" }, 1000);
    const tallied = () => statements.some((sql) => sql.includes("m.tag_ids"));
    expect(tallied()).toBe(false);
    // 40 translation rows: fewer, so read and tallied.
    statements.length = 0;
    exact(store, { pipelineTag: "translation" }, 1000);
    expect(tallied()).toBe(true);
    for (const query of [
      { search: "nyu" },
      { search: "acme", pipelineTag: "text-generation" },
      { pipelineTag: "text-generation", apps: ["ollama"] },
      { inferenceProviders: ["groq", "novita"] },
      { tags: ["local-apps:gguf"], pipelineTag: "text-classification" },
    ] satisfies ModelQuery[]) {
      exact(store, query, 1000);
      // Without a search, the per-tag counts fit a bound of the candidates' postings.
      if (!("search" in query)) exact(store, query, perTag);
    }
  });

  it("counts from row sets when neither way fits the bound, exactly (decision 056)", () => {
    const { store, statements } = generatedStore();
    const catalogue = store.models.tagCountsWithin(PREFIXES, {}).counts;
    const perTag = catalogue.reduce((sum, { count }) => sum + count, 0);
    // Row sets read each candidate's tag rows.
    const tagRowsRead = () => statements.some((sql) => sql.startsWith("SELECT model_rowid FROM model_tags"));
    // 60 text-classification rows, fewer than the candidates' postings: 60 reads fit a bound of 60.
    const classification = { pipelineTag: "text-classification" };
    exact(store, classification, 60);
    statements.length = 0;
    expect(exact(store, classification, 59)).not.toEqual(catalogue);
    // 200 text-generation rows, more than the postings: the per-tag counts fit a bound of perTag.
    const generation = { pipelineTag: "text-generation" };
    exact(store, generation, perTag);
    exact(store, generation, perTag - 1);
    expect(tagRowsRead()).toBe(true);
    // No conditions: the maintained counts are exact whatever the bound.
    expect(store.models.tagCountsWithin(PREFIXES, {}, { rowBound: 0 }).withinQuery).toBe(true);
  });

  it("refuses a bound that is not a whole number of rows", () => {
    const { store } = generatedStore();
    expect(() => store.models.tagCountsWithin(PREFIXES, { search: "nyu" }, { rowBound: -1 })).toThrow(
      RangeError,
    );
    expect(() => store.models.tagCountsWithin(PREFIXES, { search: "nyu" }, { rowBound: 1.5 })).toThrow(
      /whole number/,
    );
  });
});
