// @vitest-environment node
import type { Store } from "@modelhub/store";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestStore } from "../../test/fixture-store";
import { call, ids } from "./api-fixtures.test-helpers";

// GET /api/models, /api/datasets and /api/spaces with sort=relevance (decision 100): a search's
// exact names first, then names starting with the term, names holding it, and the rest, each by
// downloads (spaces: by likes), paged through the Link header's cursors.

const MODELS = [
  { id: "meta-llama/Llama-3.1-8B-Instruct", downloads: 9000 },
  { id: "TinyLlama/TinyLlama-1.1B-Chat", downloads: 8000 },
  { id: "acme/llama", downloads: 20 },
  { id: "meta-llama/prompt-guard", downloads: 7000 },
  { id: "openai-community/gpt2", downloads: 5000 },
  { id: "distilbert/distilgpt2", downloads: 6000 },
];

let store: Store;
beforeAll(async () => {
  store = await openTestStore();
  await store.models.upsertMany(MODELS);
  await store.datasets.upsertMany([
    { id: "acme/squad-notes", downloads: 900 },
    { id: "rajpurkar/squad", downloads: 800 },
  ]);
  await store.spaces.upsertMany([
    { id: "acme/chat-arena", likes: 900 },
    { id: "acme/arena-tools", likes: 50 },
    { id: "lmarena/arena", likes: 5 },
  ]);
});
afterAll(async () => {
  await store.close();
});

/** Every id of a listing, following its `Link: rel="next"` headers. */
async function walk(path: string): Promise<string[]> {
  const seen: string[] = [];
  let url: string | undefined = path;
  while (url) {
    const { status, body, headers } = await call(store, url);
    expect(status).toBe(200);
    seen.push(...ids(body));
    const next = /<([^>]+)>;\s*rel="next"/.exec(headers.get("link") ?? "")?.[1];
    url = next === undefined ? undefined : new URL(next).pathname + new URL(next).search;
  }
  return seen;
}

describe("GET /api/models?sort=relevance", () => {
  it("lists a search's best matches first, page by page", async () => {
    const expected = [
      "acme/llama",
      "meta-llama/Llama-3.1-8B-Instruct",
      "TinyLlama/TinyLlama-1.1B-Chat",
      "meta-llama/prompt-guard",
    ];
    expect(await walk("/api/models?search=llama&sort=relevance&limit=1")).toEqual(expected);
    expect(await walk("/api/models?search=llama&sort=relevance&direction=-1&limit=3")).toEqual(expected);
    expect(await walk("/api/models?search=gpt2&sort=relevance")).toEqual([
      "openai-community/gpt2",
      "distilbert/distilgpt2",
    ]);
    // Sorted by downloads, as before, unless relevance is asked for.
    expect(await walk("/api/models?search=gpt2")).toEqual(["distilbert/distilgpt2", "openai-community/gpt2"]);
  });

  it("orders datasets too", async () => {
    expect(await walk("/api/datasets?search=squad&sort=relevance")).toEqual([
      "rajpurkar/squad",
      "acme/squad-notes",
    ]);
  });

  it("orders demo apps too, each tier by likes", async () => {
    expect(await walk("/api/spaces?search=arena&sort=relevance&limit=1")).toEqual([
      "lmarena/arena",
      "acme/arena-tools",
      "acme/chat-arena",
    ]);
    expect(await walk("/api/spaces?search=arena")).toEqual([
      "acme/chat-arena",
      "acme/arena-tools",
      "lmarena/arena",
    ]);
  });

  it("refuses a cursor of another sort with a 400", async () => {
    const first = await call(store, "/api/models?search=llama&limit=1");
    const cursor = /cursor=([^&>]+)/.exec(first.headers.get("link") ?? "")?.[1];
    expect(cursor).toBeDefined();
    const { status, body } = await call(store, `/api/models?search=llama&sort=relevance&cursor=${cursor}`);
    expect(status).toBe(400);
    expect((body as { error: string }).error).toContain("relevance:desc");
  });

  it("names relevance among the sorts a bad one is told about", async () => {
    const { status, body } = await call(store, "/api/models?sort=best");
    expect(status).toBe(400);
    expect((body as { error: string }).error).toContain("relevance");
  });
});
