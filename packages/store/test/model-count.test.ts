import { afterEach, describe, expect, it } from "vitest";
import type { ModelQuery } from "../src/models/model-query";
import { openStore, type Store } from "../src/store";
import { listedIds } from "./listed-ids";

// Counts with tags are read from tag rows alone when they can be (buildCountQuery), or through a
// column's index (driveByColumns). Whatever way a count goes, it must be the number of models the
// listing pages through.

const stores: Store[] = [];
afterEach(async () => {
  for (const store of stores.splice(0)) await store.close();
});

const live = { providerId: "x/y", status: "live", task: "text-generation" } as const;

/** 240 models: tags in overlapping patterns, two search words, three providers, two tasks. */
async function store(): Promise<Store> {
  const store = await openStore(":memory:");
  stores.push(store);
  await store.models.upsertMany(
    Array.from({ length: 240 }, (_, i) => ({
      id: `${i % 5 === 0 ? "meta" : "acme"}/${i % 3 === 0 ? "llama" : "qwen"}-${i}`,
      pipeline_tag: i % 4 === 0 ? "text-classification" : "text-generation",
      downloads: (i * 53) % 17,
      tags: [
        ...(i % 2 === 0 ? ["license:apache-2.0"] : ["license:mit"]),
        ...(i % 7 < 3 ? ["en"] : []),
        ...(i % 11 === 0 ? ["rare"] : []),
        ...(i === 7 ? ["solo"] : []),
      ],
      inferenceProviderMapping: {
        ...(i % 6 === 1 ? { together: live } : {}),
        ...(i % 9 === 2 ? { groq: live } : {}),
      },
    })),
  );
  return store;
}

describe("model counts", () => {
  it.each<[string, ModelQuery]>([
    ["a search and a tag", { search: "llama", tags: ["license:apache-2.0"] }],
    ["two tags, the narrower second", { tags: ["en", "rare"] }],
    ["two tags and a search", { tags: ["license:mit", "en"], search: "qwen" }],
    ["a tag and any of two providers", { tags: ["en"], inferenceProviders: ["together", "groq"] }],
    [
      "a tag, a provider and a search",
      { tags: ["license:apache-2.0"], inferenceProviders: ["together"], search: "llama" },
    ],
    ["a tag, a task and a search", { tags: ["en"], pipelineTag: "text-generation", search: "llama" }],
    ["a tag and an author", { tags: ["en"], author: "meta" }],
    ["a tag and the smaller task", { tags: ["license:mit"], pipelineTag: "text-classification" }],
    ["a tag on one model and a task", { tags: ["solo"], pipelineTag: "text-generation" }],
    [
      "two tags, a task and a search",
      { tags: ["rare", "license:apache-2.0"], pipelineTag: "text-generation", search: "qwen" },
    ],
    ["a tag no model has, and a search", { tags: ["nothing"], search: "llama" }],
    ["one tag", { tags: ["en"] }],
    ["one provider", { inferenceProviders: ["groq"] }],
    ["any provider", { inferenceProviders: ["all"] }],
    ["local apps", { apps: ["llama.cpp"] }],
  ])("of %s: the models the listing holds", async (_name, query) => {
    const models = await store();
    const ids = await listedIds(models, query, 7);
    expect(await models.models.count(query)).toBe(ids.length);
    expect(ids.length).toBe(new Set(ids).size);
  });

  it("of a search and a tag among datasets: the datasets the listing holds", async () => {
    const datasets = await openStore(":memory:");
    stores.push(datasets);
    await datasets.datasets.upsertMany(
      Array.from({ length: 60 }, (_, i) => ({
        id: `acme/${i % 3 === 0 ? "llama" : "wiki"}-set-${i}`,
        downloads: i % 13,
        tags: i % 2 === 0 ? ["language:en"] : ["language:fr"],
      })),
    );
    const query = { search: "llama", tags: ["language:en"] };
    expect(await datasets.datasets.count(query)).toBe(
      (await datasets.datasets.list({ ...query, limit: 100 })).items.length,
    );
    expect(await datasets.datasets.count(query)).toBe(10);
  });
});
