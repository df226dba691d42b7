import { seededRandom } from "@modelhub/testkit";
import { afterEach, describe, expect, it } from "vitest";
import { InvalidCursorError } from "../src/cursor";
import { TOTAL_COUNT_CAP } from "../src/listing/listing";
import { FEW_MATCHES } from "../src/listing/sqlite-listing-engine";
import { SORT_COLUMNS, type SortDirection, type CommonSortKey as SortKey } from "../src/listing-order";
import { isLibraryTag } from "../src/models/model-libraries";
import type { ModelQuery } from "../src/models/model-query";
import { type EngineStore, STORE_ENGINES } from "./store-engines";

// What a user sees of models (records, listings, cursors, totals, facet counts) is the same on
// each engine: every test here runs on both, and listings are checked against plain JavaScript.

const TASKS = ["text-generation", "image-classification", "translation"];
const LIBRARIES = ["transformers", "diffusers", "gguf"];
const TAGS = ["license:mit", "license:apache-2.0", "en", "fr", "conversational"];

interface Reference {
  rowid: number;
  id: string;
  author: string;
  pipeline_tag?: string;
  library_name?: string;
  tags: string[];
  downloads: number;
  likes: number;
  trendingScore: number;
  createdAt: string;
}

/** Models whose values tie often, so that the rowid tie-break and cursors are put to work. */
function catalogue(count: number): Reference[] {
  const random = seededRandom(40);
  const pick = <T>(values: readonly T[]) => values[Math.floor(random() * values.length)] as T;
  return Array.from({ length: count }, (_, i) => {
    const author = pick(["acme", "Qwen", "meta-llama", "tiny"]);
    const model: Reference = {
      rowid: i + 1,
      id: `${author}/model-${i}`,
      author,
      tags: TAGS.filter(() => random() < 0.4),
      downloads: Math.floor(random() * 6) * 100,
      likes: Math.floor(random() * 3),
      trendingScore: Math.floor(random() * 4),
      createdAt: `2024-0${1 + Math.floor(random() * 9)}-01T00:00:00.000Z`,
    };
    if (random() < 0.8) model.pipeline_tag = pick(TASKS);
    if (random() < 0.7) model.library_name = pick(LIBRARIES);
    // A library named by a tag counts and filters like one named by library_name (decision 085).
    if (random() < 0.2 && model.library_name !== "transformers") model.tags.push("transformers");
    return model;
  });
}

const SORT_FIELDS: Record<SortKey, (m: Reference) => number | string> = {
  downloads: (m) => m.downloads,
  likes: (m) => m.likes,
  trendingScore: (m) => m.trendingScore,
  createdAt: (m) => m.createdAt,
  lastModified: () => "",
};

/** What a visitor typed, as the terms each found model holds: its runs of non-space characters. */
const searchTerms = (search: string | undefined) => search?.split(/\s+/).filter(Boolean) ?? [];

/** Whether a term is part of a model's id or author, whatever the case. */
const isPartOfName = (m: Pick<Reference, "id" | "author">, term: string) =>
  [m.id, m.author].some((name) => name.toLowerCase().includes(term.toLowerCase()));

/** The ids a listing shows, filtered and sorted in plain JavaScript. */
function expectedIds(models: readonly Reference[], query: ModelQuery): string[] {
  const sort = (query.sort ?? "downloads") as SortKey;
  const sign = (query.direction ?? "desc") === "desc" ? -1 : 1;
  // A sort's columns, then the rowid: likes and trending ties go to the most downloaded.
  const keys = [SORT_FIELDS[sort], ...(SORT_COLUMNS[sort].length > 1 ? [SORT_FIELDS.downloads] : [])];
  return models
    .filter(
      (m) =>
        (query.pipelineTag === undefined || m.pipeline_tag === query.pipelineTag) &&
        (query.library === undefined || m.library_name === query.library || m.tags.includes(query.library)) &&
        (query.author === undefined || m.author === query.author) &&
        (query.tags ?? []).every((tag) => m.tags.includes(tag)) &&
        searchTerms(query.search).every((term) => isPartOfName(m, term)),
    )
    .sort((a, b) => {
      for (const key of keys) {
        const x = key(a);
        const y = key(b);
        if (x !== y) return (x < y ? -1 : 1) * sign;
      }
      return (a.rowid - b.rowid) * sign;
    })
    .map((m) => m.id);
}

/** The catalogue's libraries a model counts under: among its tags and its library_name. */
const libraries = (m: Reference) =>
  [...new Set([...m.tags, ...(m.library_name ? [m.library_name] : [])])].filter(isLibraryTag);

/** Every id of a listing, page after page by its cursors. */
async function walk(store: EngineStore, query: ModelQuery): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await store.models.list({ ...query, cursor });
    ids.push(...page.items.map((item) => item.id));
    cursor = page.nextCursor;
  } while (cursor);
  return ids;
}

describe.each(STORE_ENGINES)("models on $engine", ({ open }) => {
  let store: EngineStore | undefined;
  const openStore = async () => {
    store = await open();
    return store;
  };
  afterEach(async () => {
    await store?.close();
    store = undefined;
  });

  it("stores a record, gives it back normalized and as imported, replaces and deletes it", async () => {
    const s = await openStore();
    const raw = {
      id: "acme/chat-7b",
      pipeline_tag: "text-generation",
      library_name: "transformers",
      tags: ["transformers", "license:mit"],
      downloads: 1234,
      likes: 7,
      gated: "manual",
      sha: "abc123",
    };
    await s.models.upsert(raw);
    expect(await s.models.has("acme/chat-7b")).toBe(true);
    expect(await s.models.has("acme/other")).toBe(false);
    const entry = await s.models.getEntry("acme/chat-7b");
    expect(entry?.raw).toEqual(raw);
    expect(entry?.model).toMatchObject({
      id: "acme/chat-7b",
      author: "acme",
      downloads: 1234,
      gated: "manual",
    });
    expect(await s.models.get("acme/missing")).toBeUndefined();
    await s.models.upsert({
      id: "acme/other",
      siblings: [{ rfilename: "b.bin", size: 3 }, { rfilename: "a.json" }, { rfilename: "b.bin", size: 9 }],
    });
    expect((await s.models.getMany(["acme/other", "acme/missing", "acme/chat-7b"])).map((m) => m.id)).toEqual(
      ["acme/other", "acme/chat-7b"],
    );
    expect(await s.models.files("acme/other")).toEqual([
      { rfilename: "a.json" },
      { rfilename: "b.bin", size: 3 },
    ]);
    expect(await s.models.total({})).toEqual({ count: 2, exact: true });
    await s.models.delete("acme/other");

    await s.models.upsert({ ...raw, pipeline_tag: "translation", tags: ["license:mit"] });
    expect((await s.models.get("acme/chat-7b"))?.pipeline_tag).toBe("translation");
    expect(await s.models.total({})).toEqual({ count: 1, exact: true });
    expect(await s.models.facetCounts("pipeline_tag")).toEqual([{ value: "translation", count: 1 }]);
    expect(await s.models.facetCounts("tag", { prefix: "license:" })).toEqual([
      { value: "license:mit", count: 1 },
    ]);

    expect(await s.models.delete("acme/chat-7b")).toBe(true);
    expect(await s.models.delete("acme/chat-7b")).toBe(false);
    expect(await s.models.get("acme/chat-7b")).toBeUndefined();
    expect(await s.models.facetCounts("pipeline_tag")).toEqual([]);
    expect((await s.models.list()).items).toEqual([]);
    expect(await s.models.total({})).toEqual({ count: 0, exact: true });
  });

  it("lists the same summaries on either engine", async () => {
    const s = await openStore();
    await s.models.upsert({
      id: "acme/chat-7b",
      pipeline_tag: "text-generation",
      tags: ["license:mit", "en"],
      downloads: 5,
      likes: 2,
      trendingScore: 1,
      createdAt: "2024-01-02T03:04:05.000Z",
      private: false,
      gated: false,
    });
    expect((await s.models.list()).items).toEqual([
      {
        id: "acme/chat-7b",
        author: "acme",
        pipeline_tag: "text-generation",
        tags: ["license:mit", "en"],
        downloads: 5,
        likes: 2,
        trendingScore: 1,
        createdAt: "2024-01-02T03:04:05.000Z",
        private: false,
        gated: false,
      },
    ]);
    const entries = await s.models.listEntries();
    expect(entries.items.map((item) => item.raw.id)).toEqual(["acme/chat-7b"]);
  });

  it("walks every listing by cursor in the order plain JavaScript sorts it, and totals it", async () => {
    const s = await openStore();
    const models = catalogue(120);
    await s.models.upsertMany(models.map(({ rowid: _rowid, ...record }) => record));
    const queries: ModelQuery[] = [
      {},
      { direction: "asc" },
      { sort: "likes" },
      { sort: "trendingScore", direction: "asc" },
      { sort: "createdAt" },
      { pipelineTag: "text-generation" },
      { library: "gguf", sort: "likes" },
      { pipelineTag: "translation", library: "transformers" },
      { author: "Qwen", direction: "asc" },
      { tags: ["en"] },
      { tags: ["en", "license:mit"], sort: "createdAt", direction: "asc" },
      { tags: ["fr"], pipelineTag: "image-classification" },
    ];
    for (const query of queries) {
      const expected = expectedIds(models, query);
      expect(await walk(s, { ...query, limit: 7 }), JSON.stringify(query)).toEqual(expected);
      expect(await s.models.total(query), JSON.stringify(query)).toEqual({
        count: expected.length,
        exact: true,
      });
      expect(await s.models.count(query), JSON.stringify(query)).toBe(expected.length);
    }
    const tasks = await s.models.facetCounts("pipeline_tag");
    for (const task of TASKS) {
      const count = models.filter((m) => m.pipeline_tag === task).length;
      expect(tasks.find((facet) => facet.value === task)?.count ?? 0).toBe(count);
    }
    expect(tasks.map((facet) => facet.count)).toEqual(
      [...tasks.map((facet) => facet.count)].sort((a, b) => b - a),
    );
  });

  it("counts tasks, libraries and tags within listings as plain JavaScript counts them", async () => {
    const s = await openStore();
    const models = catalogue(120);
    await s.models.upsertMany(models.map(({ rowid: _rowid, ...record }) => record));
    const queries: ModelQuery[] = [
      {},
      { pipelineTag: "text-generation" },
      { library: "gguf" },
      { pipelineTag: "translation", library: "transformers" },
      { author: "Qwen" },
      { tags: ["en"] },
      { tags: ["en", "license:mit"], library: "diffusers" },
    ];
    const tally = (values: (string | undefined)[]) => {
      const counts = new Map<string, number>();
      for (const value of values) if (value) counts.set(value, (counts.get(value) ?? 0) + 1);
      return [...counts]
        .map(([value, count]) => ({ value, count }))
        .sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : 1));
    };
    for (const query of queries) {
      const matching = new Set(expectedIds(models, query));
      const matches = models.filter((m) => matching.has(m.id));
      const label = JSON.stringify(query);
      expect(await s.models.facetCountsWithin("pipeline_tag", query), label).toEqual(
        tally(matches.map((m) => m.pipeline_tag)),
      );
      // A model counts under its library_name when the catalogue knows that library.
      expect(await s.models.facetCountsWithin("library", query), label).toEqual(
        tally(matches.flatMap(libraries)),
      );
      // The web sidebar asks for every count (limit -1), within the bound.
      for (const facet of ["pipeline_tag", "library"] as const) {
        expect(await s.models.facetCountsWithinBound(facet, query, { limit: -1 }), label).toEqual({
          counts: await s.models.facetCountsWithin(facet, query),
          withinQuery: true,
        });
      }
      expect(
        await s.models.tagCountsWithin(["license:"], query, { rowBound: Number.POSITIVE_INFINITY }),
        label,
      ).toEqual({
        counts: tally(matches.flatMap((m) => m.tags.filter((tag) => tag.startsWith("license:")))),
        withinQuery: true,
      });
    }
    // Past the bound, the whole catalogue's counts, said to be so.
    const past = await s.models.facetCountsWithinBound("library", { author: "acme" }, { rowBound: 3 });
    expect(past).toEqual({
      counts: tally(models.flatMap(libraries)),
      withinQuery: false,
    });
  });

  it("counts a repeated id as an update and keeps a replaced model's place for cursors", async () => {
    const s = await openStore();
    const summary = await s.models.upsertMany([
      { id: "a/one", downloads: 30 },
      { id: "a/two", downloads: 20 },
      { id: "a/one", downloads: 30, pipeline_tag: "translation" },
      { id: "a/three", downloads: 20 },
    ]);
    expect(summary).toEqual({ inserted: 3, updated: 1 });
    const first = await s.models.list({ limit: 2 });
    expect(first.items.map((item) => item.id)).toEqual(["a/one", "a/three"]);
    // a/two ties a/three on downloads and came first: replacing it keeps it after the cursor.
    await s.models.upsert({ id: "a/two", downloads: 20, likes: 5 });
    const rest = await s.models.list({ limit: 2, cursor: first.nextCursor });
    expect(rest.items.map((item) => item.id)).toEqual(["a/two"]);
    expect(await s.models.facetCounts("pipeline_tag")).toEqual([{ value: "translation", count: 1 }]);
  });

  it("reads parameter counts from safetensors, else GGUF metadata", async () => {
    const s = await openStore();
    await s.models.upsertMany([
      { id: "a/safe", safetensors: { parameters: { F16: 7_000_000_000 }, total: 7_000_000_000 } },
      { id: "a/gguf", gguf: { total: 1_500_000_000, architecture: "llama" } },
      { id: "a/none", downloads: 3 },
    ]);
    expect(await s.models.parameterCounts(["a/safe", "a/gguf", "a/none", "a/missing"])).toEqual(
      new Map([
        ["a/safe", 7_000_000_000],
        ["a/gguf", 1_500_000_000],
      ]),
    );
    expect(await s.models.parameterCounts([])).toEqual(new Map());
  });

  it("finds any part of an id or author, terms in any order and of any length, wildcards as text", async () => {
    const s = await openStore();
    const ids = [
      "Qwen/Qwen2.5-7B-Instruct",
      "openai-community/gpt2",
      "distilbert/distilgpt2",
      "TinyLlama/TinyLlama-1.1B-Chat-v1.0",
      "acme/under_score-50",
      "acme/understood",
    ];
    await s.models.upsertMany(ids.map((id, i) => ({ id, downloads: 100 - i, likes: i % 3 })));
    const names = ids.map((id) => ({ id, author: id.split("/")[0] ?? "" }));
    const found = async (search: string, query: ModelQuery = {}) =>
      (await s.models.list({ ...query, search })).items.map((m) => m.id);
    expect(await found("qwen instruct")).toEqual(["Qwen/Qwen2.5-7B-Instruct"]);
    expect(await found("INSTRUCT qwen2.5-7b")).toEqual(["Qwen/Qwen2.5-7B-Instruct"]);
    expect(await found("gpt2")).toEqual(["openai-community/gpt2", "distilbert/distilgpt2"]);
    expect(await found("llama")).toEqual(["TinyLlama/TinyLlama-1.1B-Chat-v1.0"]);
    expect(await found("7b qwen")).toEqual(["Qwen/Qwen2.5-7B-Instruct"]);
    // LIKE's wildcards and escape are characters like any other (no id holds a % or a backslash).
    expect(await found("%")).toEqual([]);
    expect(await found("r_")).toEqual(["acme/under_score-50"]);
    expect(await found("r_s")).toEqual(["acme/under_score-50"]);
    expect(await found("e_s")).toEqual([]);
    expect(await found("\\")).toEqual([]);
    for (const search of ["t", "2", "under", "l", "a 1", "-", "o/", "distil gpt", "ll", "_", "r_"]) {
      for (const sort of ["downloads", "likes", "trendingScore"] as const) {
        const expected = ids.filter((id, i) =>
          searchTerms(search).every((term) => isPartOfName(names[i] ?? { id, author: "" }, term)),
        );
        const listed = await found(search, { sort, direction: "asc" });
        expect(new Set(listed), `${search} by ${sort}`).toEqual(new Set(expected));
        expect(await s.models.count({ search }), search).toBe(expected.length);
      }
    }
  });

  it("finds card text by the start of its words with fullText, beside parts of ids", async () => {
    const s = await openStore();
    await s.models.upsertMany([
      {
        id: "acme/bird-model",
        downloads: 30,
        cardData: {},
        readme: "---\nlicense: mit\n---\nA card about Owls.",
      },
      { id: "zed/owl-net", downloads: 20 },
      { id: "acme/plain", downloads: 10, description: "Qwen2.5 finetuned on herons" },
    ]);
    const found = async (search: string) =>
      (await s.models.list({ search, fullText: true })).items.map((m) => m.id);
    expect(await found("owl")).toEqual(["acme/bird-model", "zed/owl-net"]);
    expect(await found("OWLS acme")).toEqual(["acme/bird-model"]);
    expect(await found("wls")).toEqual([]);
    expect(await found("qwen2.5 her")).toEqual(["acme/plain"]);
    // Front matter is no card text.
    expect(await found("mit")).toEqual([]);
    expect((await s.models.list({ search: "owl" })).items.map((m) => m.id)).toEqual(["zed/owl-net"]);
    expect(await s.models.count({ search: "owl", fullText: true })).toBe(2);
    // An update replaces the card's words.
    await s.models.upsert({ id: "acme/bird-model", downloads: 30, readme: "Now about herons." });
    expect(await found("owl")).toEqual(["zed/owl-net"]);
    expect(await found("heron")).toEqual(["acme/bird-model", "acme/plain"]);
  });

  it("walks a search's or a tag's listing by cursor in every order, however many models it finds", async () => {
    const s = await openStore();
    // Past FEW_MATCHES matches a page is read another way: it walks its order's index (readPage).
    const models = catalogue(FEW_MATCHES + 300).map((model) => ({
      ...model,
      tags: [...model.tags, "common"],
    }));
    await s.models.upsertMany(models.map(({ rowid: _rowid, ...record }) => record));
    const queries: ModelQuery[] = [
      { tags: ["common"], sort: "likes", limit: 300 },
      { tags: ["common", "fr"], sort: "createdAt", direction: "asc", limit: 300 },
      { tags: ["fr"], sort: "trendingScore", limit: 300 },
      { tags: ["common"], search: "model-1", limit: 300 },
      { search: "model", limit: 300 },
      { search: "model", sort: "likes", limit: 300 },
      { search: "MODEL-1", sort: "trendingScore", direction: "asc", limit: 100 },
      { search: "odel qwen", sort: "createdAt", limit: 100 },
      { search: "l-1", pipelineTag: "translation", sort: "likes", limit: 100 },
      { search: "model", tags: ["en"], sort: "trendingScore", limit: 300 },
      { search: "e", pipelineTag: "text-generation", limit: 300 },
      { search: "a 7", sort: "likes", limit: 300 },
    ];
    for (const query of queries) {
      const expected = expectedIds(models, query);
      expect(await walk(s, query), JSON.stringify(query)).toEqual(expected);
      expect(await s.models.count(query), JSON.stringify(query)).toBe(expected.length);
    }
  }, 60_000);

  it("caps a counted total at 1,000, and gives a maintained one exactly", async () => {
    const s = await openStore();
    const count = TOTAL_COUNT_CAP + 1;
    await s.models.upsertMany(
      Array.from({ length: count }, (_, i) => ({
        id: `org/m-${i}`,
        pipeline_tag: "translation",
        tags: ["en", "fr"],
      })),
    );
    expect(await s.models.total({ tags: ["en", "fr"] })).toEqual({ count: TOTAL_COUNT_CAP, exact: false });
    expect(await s.models.total({ tags: ["en"] })).toEqual({ count, exact: true });
    expect(await s.models.total({ pipelineTag: "translation" })).toEqual({ count, exact: true });
    expect(await s.models.total({ tags: ["en"], pipelineTag: "text-generation" })).toEqual({
      count: 0,
      exact: true,
    });
  });

  it("lists the models a local app runs, whose rule is one of several alternatives", async () => {
    const s = await openStore();
    await s.models.upsertMany([
      { id: "a/t2i", library_name: "diffusers", pipeline_tag: "text-to-image", downloads: 5 },
      {
        id: "a/lora",
        library_name: "diffusers",
        pipeline_tag: "image-to-image",
        tags: ["lora"],
        downloads: 4,
      },
      { id: "a/i2i", library_name: "diffusers", pipeline_tag: "image-to-image", downloads: 3 },
      {
        id: "a/other",
        library_name: "transformers",
        pipeline_tag: "text-to-image",
        tags: ["lora"],
        downloads: 2,
      },
    ]);
    // Draw Things runs diffusers models that are text-to-image or LoRAs.
    expect((await s.models.list({ apps: ["drawthings"] })).items.map((item) => item.id)).toEqual([
      "a/t2i",
      "a/lora",
    ]);
    expect(await s.models.total({ apps: ["drawthings"] })).toEqual({ count: 2, exact: true });
  });

  it("lists vLLM's and the agents' models from config.json and the chat template", async () => {
    const s = await openStore();
    await s.models.upsertMany([
      {
        id: "q/awq",
        pipeline_tag: "text-generation",
        config: { quantization_config: { quant_method: "gptq" } },
        downloads: 5,
      },
      {
        id: "q/fp8",
        pipeline_tag: "text-generation",
        config: { quantization_config: { quant_method: "fp8" } },
      },
      {
        id: "a/agent",
        pipeline_tag: "text-generation",
        tags: ["mlx", "conversational"],
        config: { chat_template_jinja: "{% if tools %}{{ tools }}{% endif %}" },
        downloads: 4,
      },
    ]);
    expect((await s.models.list({ apps: ["vllm"] })).items.map((item) => item.id)).toEqual(["q/awq"]);
    expect((await s.models.list({ apps: ["hermes-agent", "sglang"] })).items.map((item) => item.id)).toEqual([
      "q/awq",
      "a/agent",
    ]);
    expect(await s.models.total({ apps: ["openclaw"] })).toEqual({ count: 1, exact: true });
  });

  it("lists the GGUF models whose smallest quant fits in a memory size", async () => {
    const s = await openStore();
    const GB = 2 ** 30;
    const gguf = (id: string, downloads: number, ...sizes: number[]) => ({
      id,
      downloads,
      siblings: sizes.map((size, i) => ({ rfilename: `m-Q${i + 2}_K.gguf`, size })),
    });
    await s.models.upsertMany([
      // Smallest quant 3 GB: fits in 4 GB (within 80% of it), not in 3.
      gguf("g/small", 9, 3 * GB, 6 * GB),
      // 18 GB in three parts: fits in 24 GB, not in 22.
      {
        id: "g/split",
        downloads: 8,
        siblings: [1, 2, 3].map((part) => ({
          rfilename: `big-Q4_K_M-0000${part}-of-00003.gguf`,
          size: 6 * GB,
        })),
      },
      // A split quant missing a part is not counted: its listed size is not its size.
      {
        id: "g/partial",
        downloads: 7,
        siblings: [
          { rfilename: "x-Q2_K-00001-of-00002.gguf", size: GB },
          { rfilename: "x-Q8_0.gguf", size: 70 * GB },
        ],
      },
      // A projector is no quant.
      { id: "g/projector", downloads: 6, siblings: [{ rfilename: "mmproj-f16.gguf", size: GB }] },
      { id: "g/no-sizes", downloads: 5, siblings: [{ rfilename: "m-Q4_K_M.gguf" }] },
      { id: "t/plain", downloads: 4, tags: ["transformers"] },
    ]);
    const fits = async (fitsMemoryGb: number) =>
      (await s.models.list({ fitsMemoryGb })).items.map((item) => item.id);
    expect(await fits(3)).toEqual([]);
    expect(await fits(4)).toEqual(["g/small"]);
    expect(await fits(22)).toEqual(["g/small"]);
    expect(await fits(24)).toEqual(["g/small", "g/split"]);
    // Between two pickable sizes counts as the smaller (23 as 22).
    expect(await fits(23)).toEqual(["g/small"]);
    expect(await fits(96)).toEqual(["g/small", "g/split", "g/partial"]);
    expect(await s.models.total({ fitsMemoryGb: 96 })).toEqual({ count: 3, exact: true });
    expect(await s.models.count({ fitsMemoryGb: 24, apps: ["llama.cpp"] })).toBe(2);
    expect(await fits(1)).toEqual([]);
  });

  it("refuses a cursor of another sort", async () => {
    const s = await openStore();
    await s.models.upsertMany(catalogue(5).map(({ rowid: _rowid, ...record }) => record));
    const page = await s.models.list({ limit: 2 });
    expect(page.nextCursor).toBeDefined();
    const direction: SortDirection = "asc";
    await expect(s.models.list({ cursor: page.nextCursor, direction })).rejects.toThrow(InvalidCursorError);
  });
});
