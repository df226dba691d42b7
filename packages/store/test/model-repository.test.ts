import { InvalidModelRecordError } from "@modelhub/catalog";
import { describe, expect, it } from "vitest";
import { encodeCursor, InvalidCursorError } from "../src/cursor";
import type { ModelQuery } from "../src/models/model-query";
import { InvalidQueryError } from "../src/page";
import { openSqliteStore } from "../src/sqlite-store";
import { listedIds } from "./listed-ids";

function model(id: string, fields: Record<string, unknown> = {}) {
  return { id, tags: [], ...fields };
}

describe("ModelRepository", () => {
  it("round-trips every field of the model record and keeps unknown fields in the raw record", async () => {
    const store = await openSqliteStore(":memory:");
    const raw = {
      id: "acme/chat-7b",
      author: "acme",
      pipeline_tag: "text-generation",
      library_name: "transformers",
      tags: ["transformers", "conversational", "license:mit"],
      downloads: 1234,
      downloadsAllTime: 5000,
      likes: 7,
      trendingScore: 3,
      createdAt: "2024-01-02T03:04:05.000Z",
      lastModified: "2024-02-02T03:04:05.000Z",
      private: false,
      gated: "manual",
      config: { architectures: ["LlamaForCausalLM"], model_type: "llama" },
      cardData: { license: "mit", base_model: ["acme/base"], instance_prompt: "a photo" },
      transformersInfo: { auto_model: "AutoModelForCausalLM", processor: "AutoTokenizer" },
      widgetData: [{ text: "Hello" }],
      mask_token: "[MASK]",
      siblings: [{ rfilename: "config.json", size: 10 }, { rfilename: "model.safetensors" }],
      gguf: { total: 5 },
      safetensors: { total: 7 },
      inferenceProviderMapping: {
        together: { providerId: "acme/chat", status: "live", task: "conversational" },
      },
      readme: "---\nlicense: mit\n---\n# Chat",
      "model-index": [{ name: "x" }],
    };
    await store.models.upsert(raw);
    const got = await store.models.get("acme/chat-7b");
    const { "model-index": _ignored, ...known } = raw;
    expect(got).toEqual(known);
    expect(await store.models.getRaw("acme/chat-7b")).toEqual(raw);
    expect(await store.models.files("acme/chat-7b")).toEqual([
      { rfilename: "config.json", size: 10 },
      { rfilename: "model.safetensors" },
    ]);
    expect(await store.models.get("acme/missing")).toBeUndefined();
  });

  it("degrades wrong-typed fields instead of failing, and rejects records without an id", async () => {
    const store = await openSqliteStore(":memory:");
    await store.models.upsert({ id: "a/b", downloads: "many", tags: "single", createdAt: "not a date" });
    expect(await store.models.get("a/b")).toEqual({ id: "a/b", author: "a", tags: ["single"] });
    await expect(store.models.upsert({ downloads: 3 })).rejects.toThrow(InvalidModelRecordError);
  });

  it("upserts by id: a second write replaces tags, files, search entry and facet counts", async () => {
    const store = await openSqliteStore(":memory:");
    await store.models.upsert(
      model("a/one", { pipeline_tag: "fill-mask", tags: ["x", "y"], siblings: [{ rfilename: "a" }] }),
    );
    const second = await store.models.upsertMany([
      model("a/one", { pipeline_tag: "text-generation", tags: ["y", "z"], downloads: 5 }),
      model("b/two", { pipeline_tag: "text-generation", tags: ["z"] }),
    ]);
    expect(second).toEqual({ inserted: 1, updated: 1 });
    expect((await store.models.list({ tags: ["x"] })).items).toEqual([]);
    expect((await store.models.list({ tags: ["z"] })).items.map((m) => m.id)).toEqual(["a/one", "b/two"]);
    expect(await store.models.files("a/one")).toEqual([]);
    expect(await store.models.facetCounts("pipeline_tag")).toEqual([{ value: "text-generation", count: 2 }]);
    expect(await store.models.facetCounts("tag")).toEqual([
      { value: "z", count: 2 },
      { value: "y", count: 1 },
    ]);
    expect(await store.models.delete("a/one")).toBe(true);
    expect(await store.models.delete("a/one")).toBe(false);
    expect(await store.models.facetCounts("tag")).toEqual([{ value: "z", count: 1 }]);
    expect((await store.models.list({ search: "one" })).items).toEqual([]);
  });

  it("rolls back the whole batch when one record is invalid", async () => {
    const store = await openSqliteStore(":memory:");
    await expect(store.models.upsertMany([model("a/ok"), { id: 42 }])).rejects.toThrow(
      InvalidModelRecordError,
    );
    expect(await store.models.count()).toBe(0);
    expect(await store.models.facetCounts("tag")).toEqual([]);
  });

  it("filters by task, library, author, tags and search, all combined", async () => {
    const store = await openSqliteStore(":memory:");
    await store.models.upsertMany([
      model("meta-llama/Llama-3-8B", {
        pipeline_tag: "text-generation",
        library_name: "transformers",
        tags: ["llama", "gguf"],
        downloads: 30,
      }),
      model("acme/tiny-llama", {
        pipeline_tag: "text-generation",
        library_name: "gguf",
        tags: ["gguf"],
        downloads: 20,
      }),
      model("acme/bert", {
        pipeline_tag: "fill-mask",
        library_name: "transformers",
        tags: ["bert"],
        downloads: 10,
        readme: "A llama-free card about owls",
      }),
    ]);
    const ids = async (query: Parameters<typeof store.models.list>[0]) =>
      (await store.models.list(query)).items.map((m) => m.id);
    expect(await ids({ pipelineTag: "text-generation" })).toEqual([
      "meta-llama/Llama-3-8B",
      "acme/tiny-llama",
    ]);
    // The library filter is a tag filter, as the Hub's: Llama-3-8B is tagged gguf.
    expect(await ids({ pipelineTag: "text-generation", library: "gguf" })).toEqual([
      "meta-llama/Llama-3-8B",
      "acme/tiny-llama",
    ]);
    expect(await ids({ pipelineTag: "text-generation", library: "transformers" })).toEqual([
      "meta-llama/Llama-3-8B",
    ]);
    expect(await ids({ author: "acme" })).toEqual(["acme/tiny-llama", "acme/bert"]);
    expect(await ids({ tags: ["gguf", "llama"] })).toEqual(["meta-llama/Llama-3-8B"]);
    // Neither has likes: the tie goes to the most downloaded.
    expect(await ids({ tags: ["gguf"], sort: "likes" })).toEqual([
      "meta-llama/Llama-3-8B",
      "acme/tiny-llama",
    ]);
    expect(await ids({ search: "llama" })).toEqual(["meta-llama/Llama-3-8B", "acme/tiny-llama"]);
    expect(await ids({ search: "Llama 3" })).toEqual(["meta-llama/Llama-3-8B"]);
    expect(await ids({ search: "lla" })).toEqual(["meta-llama/Llama-3-8B", "acme/tiny-llama"]);
    expect(await ids({ search: "owls" })).toEqual([]);
    // Words in any order, each the start of a word of the id or the author.
    expect(await ids({ search: "3 llama" })).toEqual(["meta-llama/Llama-3-8B"]);
    expect(await ids({ search: "tiny acme" })).toEqual(["acme/tiny-llama"]);
    expect(await ids({ search: "tiny meta" })).toEqual([]);
    expect(await ids({ search: "owls", fullText: true })).toEqual(["acme/bert"]);
    expect(await ids({ search: '"*(' })).toEqual([]);
    expect(await store.models.count({ search: "llama" })).toBe(2);
    expect(await store.models.count({ tags: ["gguf"], pipelineTag: "text-generation" })).toBe(2);
    // The library facet counts the catalogue's libraries: gguf is a tag, not one of them.
    expect(await store.models.facetCountsWithin("library", { pipelineTag: "text-generation" })).toEqual([
      { value: "transformers", count: 1 },
    ]);
    expect(
      (await store.models.getMany(["acme/bert", "nobody/none", "acme/tiny-llama"])).map((m) => m.id),
    ).toEqual(["acme/bert", "acme/tiny-llama"]);
  });

  it.each([
    ["row by row", false],
    ["in a bulk load", true],
  ])(
    "finds models by their author's words: the id's owner, or a bare id's recorded author (%s)",
    async (_, bulk) => {
      const store = await openSqliteStore(":memory:");
      await store.models.upsertMany(
        [
          model("meta-llama/Llama-3-8B", { author: "meta-llama", downloads: 30 }),
          model("owl-7b", { author: "Barn Owl Lab", downloads: 20 }),
          model("legacy-gpt", { author: "openai community", downloads: 10 }),
          // A record naming another owner is filed under its id's.
          model("meta-llamas/zoo", { author: "meta-llama", downloads: 5 }),
        ],
        undefined,
        { bulk },
      );
      const ids = async (search: string, fullText = false) =>
        (await store.models.list({ search, fullText })).items.map((m) => m.id);
      // The owner's words are the id's first words.
      expect(await ids("meta llama")).toEqual(["meta-llama/Llama-3-8B", "meta-llamas/zoo"]);
      expect(await ids("meta llama llama 3")).toEqual(["meta-llama/Llama-3-8B"]);
      expect((await store.models.list({ author: "meta-llama" })).items.map((m) => m.id)).toEqual([
        "meta-llama/Llama-3-8B",
      ]);
      // A bare id's author is searched as its own words.
      expect(await ids("barn owl")).toEqual(["owl-7b"]);
      expect(await ids("owl lab", true)).toEqual(["owl-7b"]);
      expect(await ids("openai comm")).toEqual(["legacy-gpt"]);
      expect(await ids("lab")).toEqual(["owl-7b"]);
    },
  );

  it.each([
    ["row by row", false],
    ["in a bulk load", true],
  ])("finds any part of an id, terms in any order and of any length (%s)", async (_, bulk) => {
    const store = await openSqliteStore(":memory:");
    await store.models.upsertMany(
      [
        model("Qwen/Qwen2.5-7B-Instruct", { downloads: 50, pipeline_tag: "text-generation" }),
        model("openai-community/gpt2", { downloads: 40, pipeline_tag: "text-generation" }),
        model("distilbert/distilgpt2", { downloads: 30, pipeline_tag: "text-generation" }),
        model("TinyLlama/TinyLlama-1.1B-Chat-v1.0", { downloads: 20, pipeline_tag: "text-generation" }),
        model("acme/under_score-50", { downloads: 10, readme: "A card about owls" }),
      ],
      undefined,
      { bulk },
    );
    const ids = async (search: string, query: Omit<ModelQuery, "search"> = {}) =>
      (await store.models.list({ ...query, search })).items.map((m) => m.id);
    expect(await ids("qwen instruct")).toEqual(["Qwen/Qwen2.5-7B-Instruct"]);
    expect(await ids("INSTRUCT qwen2.5-7b")).toEqual(["Qwen/Qwen2.5-7B-Instruct"]);
    expect(await ids("gpt2")).toEqual(["openai-community/gpt2", "distilbert/distilgpt2"]);
    expect(await ids("llama")).toEqual(["TinyLlama/TinyLlama-1.1B-Chat-v1.0"]);
    expect(await ids("tinyllama/tinyllama-1.1b-chat-v1.0")).toEqual(["TinyLlama/TinyLlama-1.1B-Chat-v1.0"]);
    // Terms shorter than a trigram, alone or beside longer ones.
    expect(await ids("ll")).toEqual(["TinyLlama/TinyLlama-1.1B-Chat-v1.0"]);
    expect(await ids("7b qwen")).toEqual(["Qwen/Qwen2.5-7B-Instruct"]);
    expect(await ids("2", { sort: "trendingScore" })).toEqual([
      "Qwen/Qwen2.5-7B-Instruct",
      "openai-community/gpt2",
      "distilbert/distilgpt2",
    ]);
    expect(await ids("gp", { pipelineTag: "text-generation" })).toEqual([
      "openai-community/gpt2",
      "distilbert/distilgpt2",
    ]);
    // LIKE's wildcards are the characters themselves.
    expect(await ids("%")).toEqual([]);
    expect(await ids("r_")).toEqual(["acme/under_score-50"]);
    expect(await ids("e_s")).toEqual([]);
    // Card text still matches by the start of its words.
    expect((await store.models.list({ search: "owl acme", fullText: true })).items.map((m) => m.id)).toEqual([
      "acme/under_score-50",
    ]);
    expect((await store.models.list({ search: "wls", fullText: true })).items).toEqual([]);
    expect(await store.models.count({ search: "distil" })).toBe(1);
    expect(await store.models.count({ search: "t" })).toBe(4);
    await store.close();
  });

  it("pages with cursors that are stable under ties, in both directions and every sort", async () => {
    const store = await openSqliteStore(":memory:");
    const records = Array.from({ length: 25 }, (_, i) =>
      model(`o/m${String(i).padStart(2, "0")}`, {
        downloads: i % 3,
        likes: i % 4,
        trendingScore: i % 2,
        createdAt: `2024-01-${String((i % 5) + 1).padStart(2, "0")}T00:00:00Z`,
        tags: ["t"],
      }),
    );
    await store.models.upsertMany(records);
    for (const sort of ["downloads", "likes", "trendingScore", "createdAt", "lastModified"] as const) {
      for (const direction of ["asc", "desc"] as const) {
        for (const tags of [[], ["t"]]) {
          const seen = await listedIds(store, { sort, direction, tags }, 4);
          expect(new Set(seen).size).toBe(25);
          const all = (await store.models.list({ sort, direction, tags, limit: 100 })).items.map((m) => m.id);
          expect(seen).toEqual(all);
        }
      }
    }
    const first = await store.models.list({ limit: 2 });
    await expect(store.models.list({ sort: "likes", cursor: first.nextCursor })).rejects.toThrow(
      InvalidCursorError,
    );
    await expect(store.models.list({ cursor: "garbage" })).rejects.toThrow(InvalidCursorError);
    // Trending pages resume after (score, downloads): a cursor with one value, as issued before
    // ties went to downloads, is refused rather than misread.
    const oneValue = encodeCursor({ order: "trendingScore:desc", value: 0, rowid: 3 });
    await expect(store.models.list({ sort: "trendingScore", cursor: oneValue })).rejects.toThrow(
      InvalidCursorError,
    );
    // A value of the wrong type would compare with every row and restart the listing: refused.
    const textDownloads = encodeCursor({ order: "downloads:desc", value: "x", rowid: 5 });
    await expect(store.models.list({ cursor: textDownloads })).rejects.toThrow(InvalidCursorError);
    const numberDate = encodeCursor({ order: "createdAt:desc", value: 5, rowid: 5 });
    await expect(store.models.list({ sort: "createdAt", cursor: numberDate })).rejects.toThrow(
      InvalidCursorError,
    );
    const textTieBreak = encodeCursor({ order: "likes:desc", value: [3, "x"], rowid: 5 });
    await expect(store.datasets.list({ sort: "likes", cursor: textTieBreak })).rejects.toThrow(
      InvalidCursorError,
    );
    await expect(store.models.list({ limit: 0 })).rejects.toThrow(InvalidQueryError);
    expect((await store.models.list({ limit: 25 })).nextCursor).toBeUndefined();
  });

  it("reads back a model whose id the rules of today would refuse, as a store written earlier holds", async () => {
    const store = await openSqliteStore(":memory:");
    await store.models.upsert({ id: "acme/model-x", downloads: 3 });
    await store.datasets.upsert({ id: "acme/data-x" });
    // Stored before ids had to end with a letter, digit or underscore (decision 004).
    store.db.run("UPDATE models SET id = 'acme/model-' WHERE id = 'acme/model-x'");
    store.db.run(
      "UPDATE model_records SET record = json_set(record, '$.id', 'acme/model-') WHERE rowid = (SELECT rowid FROM models WHERE id = 'acme/model-')",
    );
    store.db.run("UPDATE datasets SET id = 'acme/data-', record = json_set(record, '$.id', 'acme/data-')");
    expect(await store.models.get("acme/model-")).toMatchObject({ id: "acme/model-", downloads: 3 });
    expect((await store.models.list()).items.map((m) => m.id)).toEqual(["acme/model-"]);
    expect((await store.datasets.get("acme/data-"))?.id).toBe("acme/data-");
    // New records still meet today's rules.
    await expect(store.models.upsert({ id: "acme/other-" })).rejects.toThrow(InvalidModelRecordError);
  });

  it("stores huge fields intact", async () => {
    const store = await openSqliteStore(":memory:");
    const readme = `# Big\n${"lorem ipsum ".repeat(200_000)}`;
    const tags = Array.from({ length: 2000 }, (_, i) => `tag-${i}`);
    await store.models.upsert(model("big/card", { readme, tags }));
    expect((await store.models.get("big/card"))?.readme).toBe(readme);
    expect((await store.models.list({ tags: ["tag-1999"] })).items.map((m) => m.id)).toEqual(["big/card"]);
  });
});

describe("ModelRepository parameter counts", () => {
  it("reads each listed model's parameter count from its safetensors, else its GGUF metadata", async () => {
    const store = await openSqliteStore(":memory:");
    await store.models.upsertMany([
      model("acme/total", { safetensors: { parameters: { BF16: 7_615_616_512 }, total: 7_615_616_512 } }),
      // No total: the counts by type add up, as on the model page.
      model("acme/by-type", { safetensors: { parameters: { F32: 1_000, BF16: 24_000 } } }),
      model("acme/both", { safetensors: { total: 8_000 }, gguf: { total: 9_000, context_length: 4096 } }),
      model("acme/gguf", { gguf: { total: 70_553_706_496, architecture: "llama" } }),
      model("acme/none", { gguf: { architecture: "llama" } }),
      model("acme/odd", { safetensors: "7B", gguf: { total: "many" } }),
    ]);
    const counts = await store.models.parameterCounts([
      "acme/total",
      "acme/by-type",
      "acme/both",
      "acme/gguf",
      "acme/none",
      "acme/odd",
      "acme/missing",
    ]);
    expect(Object.fromEntries(counts)).toEqual({
      "acme/total": 7_615_616_512,
      "acme/by-type": 25_000,
      "acme/both": 8_000,
      "acme/gguf": 70_553_706_496,
    });
    expect((await store.models.parameterCounts([])).size).toBe(0);
    await store.close();
  });
});

describe("ModelRepository derived tags (inference providers, local apps)", () => {
  const served = (provider: string, status?: string) => ({
    [provider]: { providerId: `org/${provider}-model`, ...(status ? { status } : {}) },
  });

  for (const bulk of [false, true]) {
    it(`filter by provider and local app, count them, and follow updates and deletes (bulk: ${bulk})`, async () => {
      const store = await openSqliteStore(":memory:");
      await store.models.upsertMany(
        [
          { id: "a/live", downloads: 3, inferenceProviderMapping: served("together", "live") },
          { id: "a/unstated", downloads: 2, inferenceProviderMapping: served("fal-ai") },
          { id: "a/staging", downloads: 1, inferenceProviderMapping: served("together", "staging") },
          {
            id: "a/gguf",
            downloads: 4,
            siblings: [{ rfilename: "m.Q4_K_M.gguf" }, { rfilename: "mmproj.gguf" }],
          },
          { id: "a/projector-only", siblings: [{ rfilename: "mmproj-f16.gguf" }] },
          // A mapping key that is not a provider id is not indexed (it cannot pose as "*").
          { id: "a/odd-key", inferenceProviderMapping: served("*") },
        ],
        undefined,
        { bulk },
      );
      const ids = async (query: ModelQuery) => (await store.models.list(query)).items.map((m) => m.id);
      expect(await ids({ inferenceProviders: ["together"] })).toEqual(["a/live"]);
      expect(await ids({ inferenceProviders: ["together", "fal-ai"] })).toEqual(["a/live", "a/unstated"]);
      expect(await ids({ inferenceProviders: ["all"] })).toEqual(["a/live", "a/unstated"]);
      expect(await store.models.count({ inferenceProviders: ["fal-ai", "together"] })).toBe(2);
      expect(await ids({ apps: ["llama.cpp"] })).toEqual(["a/gguf"]);
      expect(await ids({ apps: ["lmstudio", "ollama"] })).toEqual(["a/gguf"]);
      expect(await ids({ apps: ["lmstudio"] })).toEqual(["a/gguf"]);
      // Not a text generation model: vLLM does not serve it.
      expect(await ids({ apps: ["vllm"] })).toEqual([]);
      expect((await store.models.get("a/gguf"))?.tags ?? []).toEqual([]);
      expect((await store.models.list({ apps: ["ollama"] })).items[0]?.tags).toEqual([]);
      // The apps with a tag of their own whose rule a GGUF file meets have it too.
      expect(await store.models.facetCounts("tag")).toEqual([
        { value: "inference_provider:*", count: 2 },
        { value: "inference_provider:fal-ai", count: 1 },
        { value: "inference_provider:together", count: 1 },
        ...["atomic-chat", "docker-model-runner", "gguf", "jellybox", "lemonade", "lmstudio", "unsloth"].map(
          (app) => ({ value: `local-apps:${app}`, count: 1 }),
        ),
      ]);

      await store.models.upsert({ id: "a/live", downloads: 3 });
      await store.models.delete("a/gguf");
      expect(await ids({ inferenceProviders: ["together"] })).toEqual([]);
      expect(await ids({ apps: ["llama.cpp"] })).toEqual([]);
      expect(await store.models.facetCounts("tag")).toEqual([
        { value: "inference_provider:*", count: 1 },
        { value: "inference_provider:fal-ai", count: 1 },
      ]);
    });
  }
});

describe("ModelRepository search over many matches", () => {
  it("pages through every match in sort order (walking the sort index)", async () => {
    const store = await openSqliteStore(":memory:");
    const records = Array.from({ length: 1500 }, (_, i) => ({
      id: i % 5 === 0 ? `acme/owl-${i}` : `acme/llama-${i}`,
      downloads: (i * 7919) % 1009,
      likes: i % 13,
    }));
    await store.models.upsertMany(records);
    const llamas = records.filter((r) => r.id.includes("llama"));
    for (const sort of ["downloads", "likes"] as const) {
      const seen = await listedIds(store, { search: "llama", sort }, 250);
      expect(seen).toHaveLength(llamas.length);
      expect(new Set(seen).size).toBe(llamas.length);
      const values = (await store.models.getMany(seen)).map((model) => model[sort] ?? -1);
      expect(values).toEqual([...values].sort((a, b) => b - a));
    }
    expect(
      (await store.models.list({ search: "owl", limit: 5 })).items.every((m) => m.id.includes("owl")),
    ).toBe(true);
  });

  it("refuses a model whose rowid would not fit a search key, and writes nothing", async () => {
    const store = await openSqliteStore(":memory:");
    store.db.run("INSERT INTO models (rowid, id) VALUES (2147483647, 'a/last')");
    await expect(store.models.upsertMany([{ id: "a/ok-not" }])).rejects.toThrow(
      /cannot hold more than 2147483647 models/,
    );
    expect(await store.models.has("a/ok-not")).toBe(false);
  });

  it.each([false, true])(
    "finds the most downloaded models by their words, each once, in order (bulk: %s)",
    async (bulk) => {
      const store = await openSqliteStore(":memory:");
      // From 4,194,304 downloads on, a search key no longer fits a double: neighbours by rowid
      // with such counts once shared one rounded key (migration 009).
      const downloads = [4_194_304, 4_194_305, 50_000_000, 50_000_000, 2 ** 31, 2 ** 40, 12];
      const records = downloads.map((count, i) => ({ id: `acme/popular-${i}`, downloads: count }));
      await store.models.upsertMany(records, undefined, { bulk });
      const byDownloads = [5, 4, 3, 2, 1, 0, 6].map((i) => `acme/popular-${i}`);
      expect((await store.models.list({ search: "popular" })).items.map((m) => m.id)).toEqual(byDownloads);
      expect(await listedIds(store, { search: "popular" }, 1)).toEqual(byDownloads);
      expect(await listedIds(store, { search: "popular", direction: "asc" }, 2)).toEqual(
        [...byDownloads].reverse(),
      );
      for (const [i] of downloads.entries()) {
        expect((await store.models.list({ search: `popular-${i}` })).items.map((m) => m.id)).toEqual([
          `acme/popular-${i}`,
        ]);
      }
      // An update moves the model's row; its neighbour's stays.
      await store.models.upsert({ id: "acme/popular-2", downloads: 7 });
      expect(await listedIds(store, { search: "popular" }, 3)).toEqual(
        [5, 4, 3, 1, 0, 6, 2].map((i) => `acme/popular-${i}`),
      );
      expect(await store.models.delete("acme/popular-3")).toBe(true);
      expect(await store.models.count({ search: "popular" })).toBe(6);
      store.db.run("INSERT INTO models_fts (models_fts, rank) VALUES ('integrity-check', 0)");
      await store.close();
    },
  );

  it("pages a search by downloads in both directions, ties by rowid, and follows updates", async () => {
    const store = await openSqliteStore(":memory:");
    const records = Array.from({ length: 400 }, (_, i) => ({ id: `acme/llama-${i}`, downloads: i % 37 }));
    await store.models.upsertMany(records);
    // The same order a listing without search gives (downloads, then rowid).
    for (const direction of ["desc", "asc"] as const) {
      const seen = await listedIds(store, { search: "llama", direction }, 45);
      expect(seen).toEqual((await store.models.list({ direction, limit: 1000 })).items.map((m) => m.id));
    }
    await store.models.upsert({ id: "acme/llama-3", downloads: 5000 });
    await store.models.upsert({ id: "acme/llama-4", downloads: 0 });
    const top = (await store.models.list({ search: "llama", limit: 2 })).items.map((m) => [
      m.id,
      m.downloads,
    ]);
    expect(top).toEqual([
      ["acme/llama-3", 5000],
      ["acme/llama-369", 36],
    ]);
    expect(await store.models.count({ search: "llama" })).toBe(400);
    expect(await store.models.delete("acme/llama-3")).toBe(true);
    expect((await store.models.list({ search: "llama", limit: 1 })).items.map((m) => m.id)).toEqual([
      "acme/llama-369",
    ]);
    expect(await store.models.count({ search: "llama" })).toBe(399);
  });

  it.each([false, true])(
    "rewrites an updated model's search entry once, even when one write updates it twice (bulk: %s)",
    async (bulk) => {
      const store = await openSqliteStore(":memory:");
      await store.models.upsertMany(
        Array.from({ length: 50 }, (_, i) => ({ id: `m-${i}`, downloads: i, author: "falcon" })),
      );
      // Updates of many models in one write, one of them twice, with new downloads and authors
      // (bare ids, whose author is the record's own).
      await store.models.upsertMany(
        [
          ...Array.from({ length: 50 }, (_, i) => ({
            id: `m-${i}`,
            downloads: 100 - i,
            author: "heron",
          })),
          { id: "m-7", downloads: 1000, author: "osprey" },
        ],
        undefined,
        { bulk },
      );
      const ids = async (search: string) =>
        (await store.models.list({ search, limit: 100 })).items.map((m) => [m.id, m.downloads]);
      expect(await ids("falcon")).toEqual([]);
      expect(await ids("osprey")).toEqual([["m-7", 1000]]);
      expect(await ids("heron")).toHaveLength(49);
      expect((await ids("heron")).slice(0, 2)).toEqual([
        ["m-0", 100],
        ["m-1", 99],
      ]);
      expect((await ids("m"))[0]).toEqual(["m-7", 1000]);
      expect(await store.models.count({ search: "m" })).toBe(50);
      expect(await store.models.count({ search: "heron" })).toBe(49);
    },
  );
});
