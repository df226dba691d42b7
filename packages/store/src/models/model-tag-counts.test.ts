import { describe, expect, it } from "vitest";
import { openStore } from "../store";
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
    expect(store.models.tagCountsWithin(PREFIXES, { pipelineTag: "text-generation" })).toEqual([
      { value: "inference_provider:*", count: 2 },
      { value: "inference_provider:groq", count: 2 },
      { value: "inference_provider:together", count: 1 },
      { value: "local-apps:gguf", count: 1 },
    ]);
    expect(store.models.tagCountsWithin(PREFIXES, { search: "nyu" })).toEqual([
      { value: "inference_provider:*", count: 1 },
      { value: "inference_provider:hf-inference", count: 1 },
      { value: "local-apps:gguf", count: 1 },
    ]);
    expect(
      store.models.tagCountsWithin(["inference_provider:"], { inferenceProviders: ["together"] }),
    ).toEqual([
      { value: "inference_provider:*", count: 1 },
      { value: "inference_provider:groq", count: 1 },
      { value: "inference_provider:together", count: 1 },
    ]);
    expect(store.models.tagCountsWithin(PREFIXES, { search: "nothing-matches-this" })).toEqual([]);
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
      const counts = store.models.tagCountsWithin(PREFIXES, query);
      expect(counts.length).toBeGreaterThan(0);
      for (const { value, count } of counts) {
        expect(store.models.count({ ...query, tags: [...(query.tags ?? []), value] }), value).toBe(count);
      }
    }
  });

  it("reads the maintained whole-store counts when the query has no condition", () => {
    const store = providerStore();
    expect(store.models.tagCountsWithin(["local-apps:"], {})).toEqual([
      { value: "local-apps:gguf", count: 2 },
    ]);
    expect(store.models.tagCountsWithin(["inference_provider:"], {}).map((c) => c.value)).toEqual([
      "inference_provider:*",
      "inference_provider:groq",
      "inference_provider:hf-inference",
      "inference_provider:together",
    ]);
  });
});
