import { createTestPostgresDatabase, type TestPostgresDatabase } from "@modelhub/testkit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPostgresStore, type PostgresStore } from "../src/postgres/postgres-store";

// Substring search over ids and authors on PostgreSQL (pg_trgm). The SQLite store's search is
// tested on its own: the engines search alike only once both index parts of names.

describe("searching models on PostgreSQL", () => {
  let database: TestPostgresDatabase;
  let store: PostgresStore;
  beforeAll(async () => {
    database = await createTestPostgresDatabase();
    store = await openPostgresStore(database.url);
    await store.models.upsertMany([
      { id: "Qwen/Qwen2.5-7B-Instruct", downloads: 50 },
      { id: "distilbert/distilgpt2", downloads: 40 },
      { id: "openai-community/gpt2", downloads: 60 },
      { id: "TinyLlama/TinyLlama-1.1B-Chat-v1.0", pipeline_tag: "text-generation", downloads: 30 },
      { id: "acme/under_score", downloads: 10 },
      { id: "acme/underXscore", downloads: 5 },
    ]);
  });
  afterAll(async () => {
    await store?.close();
    await database?.drop();
  });

  const ids = async (search: string, more = {}) =>
    (await store.models.list({ search, ...more })).items.map((item) => item.id);

  it("finds parts of names in any case, and words in any order, in the listing's order", async () => {
    expect(await ids("gpt2")).toEqual(["openai-community/gpt2", "distilbert/distilgpt2"]);
    expect(await ids("llama")).toEqual(["TinyLlama/TinyLlama-1.1B-Chat-v1.0"]);
    expect(await ids("instruct qwen")).toEqual(["Qwen/Qwen2.5-7B-Instruct"]);
    expect(await ids("gpt2", { direction: "asc" })).toEqual([
      "distilbert/distilgpt2",
      "openai-community/gpt2",
    ]);
  });

  it("combines a search with filters and counts its matches", async () => {
    expect(await ids("tiny", { pipelineTag: "text-generation" })).toEqual([
      "TinyLlama/TinyLlama-1.1B-Chat-v1.0",
    ]);
    expect(await ids("qwen", { pipelineTag: "text-generation" })).toEqual([]);
    expect(await store.models.total({ search: "gpt" })).toEqual({ count: 2, exact: true });
  });

  it("takes LIKE's wildcards literally", async () => {
    expect(await ids("r_s")).toEqual(["acme/under_score"]);
    expect(await ids("%")).toEqual([]);
  });
});
