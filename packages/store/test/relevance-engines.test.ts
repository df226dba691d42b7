import { afterEach, describe, expect, it } from "vitest";
import type { ModelQuery } from "../src/models/model-query";
import { type EngineStore, STORE_ENGINES } from "./store-engines";

// A search sorted by relevance (decision 100) on each engine: the exact id or name first, then
// names starting with the first term, then the other matches, each tier by downloads, and cursors
// that walk across the tiers.

const MODELS = [
  { id: "meta-llama/Llama-3.1-8B-Instruct", downloads: 9000, pipeline_tag: "text-generation" },
  { id: "TinyLlama/TinyLlama-1.1B-Chat", downloads: 8000, pipeline_tag: "text-generation" },
  { id: "llama", downloads: 10 },
  { id: "acme/llama", downloads: 20, pipeline_tag: "text-generation" },
  { id: "acme/LLAMA-tiny", downloads: 50 },
  { id: "meta-llama/Meta-Llama-Guard", downloads: 700 },
  { id: "meta-llama/prompt-guard", downloads: 7000 },
  { id: "Qwen/Qwen2.5-7B-Instruct", downloads: 6000, pipeline_tag: "text-generation" },
  { id: "Qwen/Qwen2.5-0.5B", downloads: 9500 },
  { id: "someone/instruct-qwen-merge", downloads: 100 },
  { id: "Qwen/QwQ-32B-instruct", downloads: 300 },
  { id: "openai-community/gpt2", downloads: 5000 },
  { id: "distilbert/distilgpt2", downloads: 4000 },
  { id: "gpt2-fans/gpt2-large", downloads: 6500 },
];

async function walk(store: EngineStore, query: ModelQuery, limit: number): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await store.models.list({ ...query, limit, ...(cursor ? { cursor } : {}) });
    expect(page.items.length).toBeLessThanOrEqual(limit);
    ids.push(...page.items.map((item) => item.id));
    cursor = page.nextCursor;
  } while (cursor);
  return ids;
}

describe.each(STORE_ENGINES)("a search by relevance on $engine", ({ open }) => {
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

  it("lists exact names, then names starting with the term, then the other matches", async () => {
    const s = await filled();
    const expected = [
      // Exact: the name is "llama", whatever the case.
      "acme/llama",
      "llama",
      // The name starts with it.
      "meta-llama/Llama-3.1-8B-Instruct",
      "acme/LLAMA-tiny",
      // The other matches, by downloads: the name holds it, or only the author.
      "TinyLlama/TinyLlama-1.1B-Chat",
      "meta-llama/prompt-guard",
      "meta-llama/Meta-Llama-Guard",
    ];
    for (const limit of [1, 2, 3, 7, 30]) {
      expect(await walk(s, { search: "llama", sort: "relevance" }, limit), `limit ${limit}`).toEqual(
        expected,
      );
    }
    expect(await walk(s, { search: "LLaMA", sort: "relevance", direction: "asc" }, 2)).toEqual(
      [...expected].reverse(),
    );
  });

  it("puts an exact id first, and ranks several terms by the first one's place", async () => {
    const s = await filled();
    expect(await walk(s, { search: "gpt2", sort: "relevance" }, 2)).toEqual([
      "openai-community/gpt2",
      "gpt2-fans/gpt2-large",
      "distilbert/distilgpt2",
    ]);
    expect(
      (await s.models.list({ search: "Qwen/Qwen2.5-7B-Instruct", sort: "relevance" })).items[0]?.id,
    ).toBe("Qwen/Qwen2.5-7B-Instruct");
    expect(await walk(s, { search: "qwen instruct", sort: "relevance" }, 1)).toEqual([
      "Qwen/Qwen2.5-7B-Instruct",
      "Qwen/QwQ-32B-instruct",
      "someone/instruct-qwen-merge",
    ]);
  });

  it("keeps the other conditions, and without a search lists by downloads", async () => {
    const s = await filled();
    expect(await walk(s, { search: "llama", pipelineTag: "text-generation", sort: "relevance" }, 1)).toEqual([
      "acme/llama",
      "meta-llama/Llama-3.1-8B-Instruct",
      "TinyLlama/TinyLlama-1.1B-Chat",
    ]);
    const byDownloads = (await s.models.list({ limit: 100 })).items.map((item) => item.id);
    expect(await walk(s, { sort: "relevance" }, 4)).toEqual(byDownloads);
  });

  it("refuses a cursor of another order, and one it did not issue", async () => {
    const s = await filled();
    const byDownloads = await s.models.list({ search: "llama", limit: 1 });
    await expect(
      s.models.list({ search: "llama", sort: "relevance", cursor: byDownloads.nextCursor }),
    ).rejects.toThrow('cursor belongs to sort "downloads:desc", not "relevance:desc"');
    const forged = Buffer.from(JSON.stringify(["relevance:desc", [3, 1], 1])).toString("base64url");
    await expect(s.models.list({ search: "llama", sort: "relevance", cursor: forged })).rejects.toThrow(
      "cursor is not one this server issued",
    );
  });

  it("orders datasets the same way", async () => {
    store = await open();
    const s = store;
    await s.datasets.upsertMany([
      { id: "acme/squad-extra", downloads: 900 },
      { id: "rajpurkar/squad", downloads: 800 },
      { id: "squad-fans/notes", downloads: 950 },
      { id: "acme/my-squad", downloads: 10 },
    ]);
    const page = await s.datasets.list({ search: "squad", sort: "relevance" });
    expect(page.items.map((item) => item.id)).toEqual([
      "rajpurkar/squad",
      "acme/squad-extra",
      "squad-fans/notes",
      "acme/my-squad",
    ]);
  });
});
