import { afterEach, describe, expect, it } from "vitest";
import type { ModelQuery } from "../src/models/model-query";
import { listedIds } from "./listed-ids";
import { type EngineStore, STORE_ENGINES } from "./store-engines";

// The filters a model card's metadata answers (language, license, parameter count, gating, the
// model tree) and the sort by parameter count, on each engine, alone and combined with the others.

const MODELS = [
  {
    id: "meta/llama-8b",
    pipeline_tag: "text-generation",
    library_name: "transformers",
    tags: ["transformers", "en", "fr", "de", "license:llama3.1"],
    downloads: 9000,
    gated: "manual",
    safetensors: { parameters: { BF16: 8_030_261_248 }, total: 8_030_261_248 },
  },
  {
    id: "mistral/small-24b",
    pipeline_tag: "text-generation",
    library_name: "transformers",
    tags: ["transformers", "en", "fr", "license:apache-2.0", "endpoints_compatible", "region:eu"],
    downloads: 7000,
    gated: "auto",
    safetensors: { total: 23_572_403_200 },
  },
  {
    id: "acme/llama-8b-french",
    pipeline_tag: "text-generation",
    library_name: "transformers",
    tags: [
      "transformers",
      "fr",
      "license:apache-2.0",
      "base_model:meta/llama-8b",
      "base_model:finetune:meta/llama-8b",
      "endpoints_compatible",
    ],
    downloads: 500,
    gated: false,
    safetensors: { total: 8_030_261_248 },
  },
  {
    id: "bartowski/llama-8b-gguf",
    pipeline_tag: "text-generation",
    library_name: "gguf",
    tags: [
      "gguf",
      "en",
      "license:llama3.1",
      "base_model:meta/llama-8b",
      "base_model:quantized:meta/llama-8b",
      "4-bit",
    ],
    downloads: 3000,
    gguf: { total: 8_030_261_248, architecture: "llama" },
  },
  {
    id: "acme/lora-fr",
    library_name: "peft",
    tags: ["peft", "fr", "license:mit", "base_model:meta/llama-8b", "base_model:adapter:meta/llama-8b"],
    downloads: 40,
  },
  {
    id: "tiny/bert-small",
    pipeline_tag: "fill-mask",
    library_name: "transformers",
    tags: ["transformers", "en", "license:apache-2.0", "region:us"],
    downloads: 20000,
    safetensors: { total: 110_000_000 },
  },
  {
    id: "big/giant-405b",
    pipeline_tag: "text-generation",
    library_name: "transformers",
    tags: ["transformers", "en", "license:other"],
    downloads: 100,
    safetensors: { total: 405_000_000_000 },
  },
];

describe.each(STORE_ENGINES)("model filters on $engine", ({ open }) => {
  let store: EngineStore | undefined;
  afterEach(async () => {
    await store?.close();
    store = undefined;
  });
  const filled = async () => {
    store = await open();
    await store.models.upsertMany(MODELS);
    return store;
  };

  it("lists by language, license and the Hub's other tags, each page in download order", async () => {
    const s = await filled();
    expect(await listedIds(s, { languages: ["fr"] }, 2)).toEqual([
      "meta/llama-8b",
      "mistral/small-24b",
      "acme/llama-8b-french",
      "acme/lora-fr",
    ]);
    expect(await listedIds(s, { languages: ["fr", "de"] }, 2)).toEqual(["meta/llama-8b"]);
    expect(await listedIds(s, { licenses: ["apache-2.0"] }, 2)).toEqual([
      "tiny/bert-small",
      "mistral/small-24b",
      "acme/llama-8b-french",
    ]);
    expect(await listedIds(s, { tags: ["endpoints_compatible", "region:eu"] }, 2)).toEqual([
      "mistral/small-24b",
    ]);
    expect(await s.models.count({ licenses: ["apache-2.0"], languages: ["fr"] })).toBe(2);
  });

  it("lists by parameter count: bounds inclusive, models stating none left out", async () => {
    const s = await filled();
    expect(await listedIds(s, { numParameters: { max: 1e9 } }, 2)).toEqual(["tiny/bert-small"]);
    expect(await listedIds(s, { numParameters: { min: 3e9, max: 8.5e9 } }, 2)).toEqual([
      "meta/llama-8b",
      "bartowski/llama-8b-gguf",
      "acme/llama-8b-french",
    ]);
    expect(await listedIds(s, { numParameters: { min: 8_030_261_248, max: 8_030_261_248 } }, 2)).toHaveLength(
      3,
    );
    expect(await listedIds(s, { numParameters: { min: 75e9 } }, 2)).toEqual(["big/giant-405b"]);
    expect((await s.models.total({ numParameters: { min: 15e9, max: 35e9 } })).count).toBe(1);
  });

  it("sorts by parameter count both ways, ties by downloads, over the models that state one", async () => {
    const s = await filled();
    const most = [
      "big/giant-405b",
      "mistral/small-24b",
      "meta/llama-8b",
      "bartowski/llama-8b-gguf",
      "acme/llama-8b-french",
      "tiny/bert-small",
    ];
    expect(await listedIds(s, { sort: "num_parameters" }, 2)).toEqual(most);
    expect(await listedIds(s, { sort: "num_parameters", direction: "asc" }, 2)).toEqual([...most].reverse());
    expect(await s.models.count({ sort: "num_parameters" })).toBe(6);
    expect(await listedIds(s, { sort: "num_parameters", languages: ["fr"], search: "llama" }, 2)).toEqual([
      "meta/llama-8b",
      "acme/llama-8b-french",
    ]);
    await expect(s.datasets.list({ sort: "num_parameters" })).rejects.toThrow(
      /cannot be sorted by num_parameters/,
    );
  });

  it("pages a narrow parameter range and a broad one alike, by downloads, past the narrow range's bound", async () => {
    store = await open();
    // 5,100 models of 1B parameters (a broad range, walked in download order), 3 of 100B (a
    // narrow one, read from the parameter index and sorted).
    const small = Array.from({ length: 5_100 }, (_, i) => ({
      id: `acme/small-${i}`,
      downloads: (i * 7919) % 5_000,
      safetensors: { total: 1_000_000_000 },
    }));
    const big = [40, 7, 4_000].map((downloads, i) => ({
      id: `acme/big-${i}`,
      downloads,
      safetensors: { total: 100_000_000_000 },
    }));
    await store.models.upsertMany([...small, ...big]);
    expect(await listedIds(store, { numParameters: { min: 75e9 } }, 2)).toEqual([
      "acme/big-2",
      "acme/big-0",
      "acme/big-1",
    ]);
    const byDownloads = [...small]
      .map((model, i) => ({ ...model, rowid: i }))
      .sort((a, b) => b.downloads - a.downloads || b.rowid - a.rowid)
      .map((model) => model.id);
    const first = await store.models.list({ numParameters: { max: 2e9 }, limit: 50 });
    expect(first.items.map((model) => model.id)).toEqual(byDownloads.slice(0, 50));
    const second = await store.models.list({
      numParameters: { max: 2e9 },
      limit: 50,
      cursor: first.nextCursor,
    });
    expect(second.items.map((model) => model.id)).toEqual(byDownloads.slice(50, 100));
  });

  it("lists gated or ungated models", async () => {
    const s = await filled();
    expect(await listedIds(s, { gated: true }, 2)).toEqual(["meta/llama-8b", "mistral/small-24b"]);
    expect(await listedIds(s, { gated: false, languages: ["fr"] }, 2)).toEqual([
      "acme/llama-8b-french",
      "acme/lora-fr",
    ]);
    expect(await s.models.count({ gated: false })).toBe(5);
  });

  it("lists base models only, and the models derived from one, in any way or in one", async () => {
    const s = await filled();
    expect(await listedIds(s, { baseModelsOnly: true }, 2)).toEqual([
      "tiny/bert-small",
      "meta/llama-8b",
      "mistral/small-24b",
      "big/giant-405b",
    ]);
    expect(await listedIds(s, { derivedFrom: { id: "meta/llama-8b" } }, 2)).toEqual([
      "bartowski/llama-8b-gguf",
      "acme/llama-8b-french",
      "acme/lora-fr",
    ]);
    expect(await listedIds(s, { derivedFrom: { id: "meta/llama-8b", relation: "quantized" } }, 2)).toEqual([
      "bartowski/llama-8b-gguf",
    ]);
    expect(await listedIds(s, { derivedFrom: { id: "meta/llama-8b" }, baseModelsOnly: true }, 2)).toEqual([]);
    expect(
      await listedIds(s, { baseModelsOnly: true, gated: true, numParameters: { max: 10e9 } }, 2),
    ).toEqual(["meta/llama-8b"]);
    // An update that drops the base model makes it one.
    await s.models.upsert({ ...MODELS[4], tags: ["peft", "fr", "license:mit"] });
    expect(await s.models.count({ baseModelsOnly: true })).toBe(5);
  });

  it("counts languages and licenses within a listing, and over the catalogue", async () => {
    const s = await filled();
    const languages = ["en", "fr", "de", "ja"];
    expect((await s.models.tagCountsWithin([], {}, { tags: languages })).counts).toEqual([
      { value: "en", count: 5 },
      { value: "fr", count: 4 },
      { value: "de", count: 1 },
    ]);
    expect(
      (await s.models.tagCountsWithin(["license:"], { languages: ["fr"] }, { tags: languages })).counts,
    ).toEqual([
      { value: "fr", count: 4 },
      { value: "en", count: 2 },
      { value: "license:apache-2.0", count: 2 },
      { value: "de", count: 1 },
      { value: "license:llama3.1", count: 1 },
      { value: "license:mit", count: 1 },
    ]);
    expect(
      (await s.models.tagCountsWithin(["license:"], { numParameters: { min: 1e9 }, gated: false })).counts,
    ).toEqual([
      { value: "license:apache-2.0", count: 1 },
      { value: "license:llama3.1", count: 1 },
      { value: "license:other", count: 1 },
    ]);
    // Within a bound the listing passes, the catalogue's counts.
    const past = await s.models.tagCountsWithin(["license:"], { gated: false }, { rowBound: 2 });
    expect(past.withinQuery).toBe(false);
    expect(past.counts[0]).toEqual({ value: "license:apache-2.0", count: 3 });
  });
  it("counts a sidebar's sections in one call: each within its query, as the separate counts and the listings give them", async () => {
    const s = await filled();
    const query: ModelQuery = { pipelineTag: "text-generation", languages: ["en"] };
    const ranges = { small: { numParameters: { max: 10e9 } }, large: { numParameters: { min: 10e9 } } };
    const [tasks, licenses, languages, sizes, kinds] = await s.models.sidebarCounts([
      { query: { ...query, pipelineTag: undefined }, counts: { facet: "pipeline_tag" } },
      { query, counts: { prefixes: ["license:"] } },
      { query: { ...query, languages: undefined }, counts: { tags: ["en", "fr", "de"] } },
      { query, counts: { tests: ranges } },
      { query, counts: { tests: { gated: { gated: true }, base: { baseModelsOnly: true } } } },
    ] as const);
    expect(tasks).toEqual(
      await s.models.facetCountsWithinBound("pipeline_tag", { languages: ["en"] }, { limit: -1 }),
    );
    expect(licenses).toEqual(await s.models.tagCountsWithin(["license:"], query));
    expect(languages).toEqual(
      await s.models.tagCountsWithin([], { pipelineTag: "text-generation" }, { tags: ["en", "fr", "de"] }),
    );
    // Each test's count is the total of the listing with it added.
    const totalWith = async (extra: ModelQuery) => (await s.models.total({ ...query, ...extra })).count;
    expect(sizes).toEqual({
      counts: [
        { value: "large", count: await totalWith(ranges.large) },
        { value: "small", count: await totalWith(ranges.small) },
      ],
      withinQuery: true,
    });
    expect(sizes.counts.map(({ count }) => count)).toEqual([2, 2]);
    expect(kinds).toEqual({
      counts: [
        { value: "base", count: await totalWith({ baseModelsOnly: true }) },
        { value: "gated", count: await totalWith({ gated: true }) },
      ],
      withinQuery: true,
    });
    expect(kinds.counts.map(({ count }) => count)).toEqual([3, 2]);
    // Past the bound: base models only (every model less those naming a base model) and gating
    // (the gated models' index) over the whole catalogue, the parameter ranges left uncounted.
    const [pastSizes, pastKinds] = await s.models.sidebarCounts(
      [
        { query, counts: { tests: ranges } },
        { query, counts: { tests: { gated: { gated: true }, base: { baseModelsOnly: true } } } },
      ] as const,
      { rowBound: 2 },
    );
    expect(pastSizes).toEqual({ counts: [], withinQuery: false });
    expect(pastKinds).toEqual({
      counts: [
        { value: "base", count: 4 },
        { value: "gated", count: 2 },
      ],
      withinQuery: false,
    });
    // Over the whole catalogue every model kind is counted, exactly.
    const [catalogueKinds] = await s.models.sidebarCounts([
      {
        query: {},
        counts: {
          tests: { gated: { gated: true }, ungated: { gated: false }, base: { baseModelsOnly: true } },
        },
      },
    ] as const);
    expect(catalogueKinds).toEqual({
      counts: [
        { value: "ungated", count: await s.models.count({ gated: false }) },
        { value: "base", count: await s.models.count({ baseModelsOnly: true }) },
        { value: "gated", count: await s.models.count({ gated: true }) },
      ],
      withinQuery: true,
    });
    expect(catalogueKinds.counts.map(({ count }) => count)).toEqual([5, 4, 2]);
    // A bound of 0 (a page known to be past it) counts nothing within: the catalogue's licenses.
    const [catalogueLicenses] = await s.models.sidebarCounts(
      [{ query, counts: { prefixes: ["license:"] } }],
      {
        rowBound: 0,
      },
    );
    expect(catalogueLicenses).toEqual({
      counts: (await s.models.tagCountsWithin(["license:"], {})).counts,
      withinQuery: false,
    });
    await expect(
      s.models.sidebarCounts([{ query, counts: { tests: { x: { search: "llama" } } } }]),
    ).rejects.toThrow(/sidebar counts parameter ranges, gating and base models only/);
  });
});
