import { createTestPostgresDatabase } from "@modelhub/testkit";
import { type Kysely, sql } from "kysely";
import { describe, expect, it } from "vitest";
import { connectPostgres } from "../src/postgres/connect-postgres";
import { openPostgresStore } from "../src/postgres/postgres-store";
import { migratePostgres, POSTGRES_MIGRATIONS } from "../src/schema/postgres/index";
import { LOCAL_APP_LISTINGS, LOCAL_APP_MODELS } from "./local-app-tags-fixture";

describe("PostgreSQL migration 002 card words", () => {
  it("indexes the card text of the models and datasets a store of schema 1 holds", async () => {
    const database = await createTestPostgresDatabase();
    const db = await connectPostgres(database.url);
    try {
      await migratePostgres(db as unknown as Kysely<unknown>, POSTGRES_MIGRATIONS.slice(0, 1));
      // As schema 1 wrote them: rows and records, no card words.
      const { rows } = await sql<{ rowid: string }>`
        INSERT INTO models (id, author) VALUES ('acme/bird', 'acme'), ('zed/plain', 'zed') RETURNING rowid`.execute(
        db,
      );
      const [bird, plain] = rows.map((row) => Number(row.rowid));
      await sql`INSERT INTO model_records (rowid, record) VALUES
        (${bird}, ${JSON.stringify({ id: "acme/bird", readme: "A card about owls." })}),
        (${plain}, ${JSON.stringify({ id: "zed/plain" })})`.execute(db);
      await sql`INSERT INTO datasets (id, record) VALUES
        ('nyu/herons', ${JSON.stringify({ id: "nyu/herons", description: "Photos of herons" })})`.execute(db);
    } finally {
      await db.destroy();
    }
    const store = await openPostgresStore(database.url);
    try {
      const models = await store.models.list({ search: "owl", fullText: true });
      expect(models.items.map((m) => m.id)).toEqual(["acme/bird"]);
      const datasets = await store.datasets.list({ search: "heron", fullText: true });
      expect(datasets.items.map((d) => d.id)).toEqual(["nyu/herons"]);
      expect(await store.models.count({ search: "plain", fullText: true })).toBe(1);
    } finally {
      await store.close();
      await database.drop();
    }
  });
});

/** Takes a store's model tag rows back to names, as schemas before 6 held them. */
async function tagRowsByName(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE model_tags_by_name AS
      SELECT n.tag, t.downloads, t.model_rowid FROM model_tags t JOIN model_tag_names n ON n.id = t.tag;
    DROP TABLE model_tags, model_tag_names;
    DROP FUNCTION model_tag_id(text);
    ALTER TABLE model_tags_by_name RENAME TO model_tags;
    DELETE FROM schema_migrations WHERE version >= 6;
  `.execute(db);
}

describe("PostgreSQL migration 004 local app tags", () => {
  it("tags the models of vLLM, SGLang, the agents and LM Studio, and the memory GGUF models fit in, from their records", async () => {
    const database = await createTestPostgresDatabase();
    const written = await openPostgresStore(database.url);
    await written.models.upsertMany(LOCAL_APP_MODELS);
    await written.close();
    const db = await connectPostgres(database.url);
    try {
      await tagRowsByName(db as unknown as Kysely<unknown>);
      // As schema 3 wrote them: the GGUF runners' tag alone among the local apps'.
      await sql`
        DELETE FROM model_tags WHERE (tag LIKE 'local-apps:%' AND tag <> 'local-apps:gguf') OR tag LIKE 'gguf-fits:%';
        UPDATE models SET derived_tags = ARRAY(SELECT t FROM unnest(derived_tags) AS t
          WHERE (t NOT LIKE 'local-apps:%' OR t = 'local-apps:gguf') AND t NOT LIKE 'gguf-fits:%');
        DELETE FROM facet_counts WHERE facet = 'tag'
          AND ((value LIKE 'local-apps:%' AND value <> 'local-apps:gguf') OR value LIKE 'gguf-fits:%');
        DELETE FROM schema_migrations WHERE version >= 4;
      `.execute(db);
    } finally {
      await db.destroy();
    }
    const store = await openPostgresStore(database.url);
    try {
      expect((await store.models.list({ fitsMemoryGb: 4 })).items.map((m) => m.id)).toEqual(["a/gguf-agent"]);
      for (const [app, ids] of Object.entries(LOCAL_APP_LISTINGS)) {
        expect(
          (await store.models.list({ apps: [app] })).items.map((m) => m.id),
          app,
        ).toEqual(ids);
        expect(await store.models.count({ apps: [app] }), app).toBe(ids.length);
      }
      expect(await store.models.facetCounts("tag", { prefix: "local-apps:vllm" })).toEqual([
        { value: "local-apps:vllm", count: 2 },
      ]);
    } finally {
      await store.close();
      await database.drop();
    }
  });
});

describe("PostgreSQL migration 006 tag ids", () => {
  it("keys the tag rows of a store of schema 5 by tag ids, which list, count and name tags as before", async () => {
    const database = await createTestPostgresDatabase();
    const written = await openPostgresStore(database.url);
    await written.models.upsertMany([
      ...LOCAL_APP_MODELS,
      { id: "z/zebra", downloads: 5, tags: ["transformers", "Zoo", "zoo"] },
    ]);
    const listed = async (store: typeof written) => ({
      transformers: (await store.models.list({ tags: ["transformers"] })).items.map((m) => m.id),
      either: (await store.models.list({ tags: ["gguf"], apps: ["vllm"] })).items.map((m) => m.id),
      zoo: await store.models.count({ tags: ["zoo"] }),
      within: await store.models.tagCountsWithin(["local-apps:", "Zoo"], { pipelineTag: "text-generation" }),
      lmstudio: (await store.models.list({ apps: ["lmstudio"] })).items.map((m) => m.id),
    });
    const before = await listed(written);
    await written.close();
    const db = await connectPostgres(database.url);
    try {
      await tagRowsByName(db as unknown as Kysely<unknown>);
    } finally {
      await db.destroy();
    }
    const store = await openPostgresStore(database.url);
    try {
      expect(await listed(store)).toEqual(before);
      expect(before.transformers).toEqual(["x/bert", "z/zebra"]);
      expect(before.zoo).toBe(1);
      const check = await connectPostgres(database.url);
      try {
        const { rows } = await sql<{ type: string; names: number; rows: number }>`
          SELECT (SELECT data_type FROM information_schema.columns
              WHERE table_name = 'model_tags' AND column_name = 'tag') AS type,
            (SELECT count(*)::int FROM model_tag_names) AS names,
            (SELECT count(*)::int FROM model_tags) AS rows`.execute(check);
        expect(rows[0]).toMatchObject({ type: "integer" });
        expect(rows[0]?.names).toBeGreaterThan(5);
      } finally {
        await check.destroy();
      }
      // New rows get ids for names the store lacks and reuse the others.
      await store.models.upsertMany([{ id: "n/new", downloads: 1, tags: ["zoo", "brand-new"] }]);
      expect((await store.models.list({ tags: ["zoo"] })).items.map((m) => m.id)).toEqual([
        "z/zebra",
        "n/new",
      ]);
      expect((await store.models.list({ tags: ["brand-new"] })).items.map((m) => m.id)).toEqual(["n/new"]);
    } finally {
      await store.close();
      await database.drop();
    }
  });
});

describe("PostgreSQL migration 007 parameter counts", () => {
  it("gives stored models their parameter counts and models with a base model their derived tag", async () => {
    const database = await createTestPostgresDatabase();
    const written = await openPostgresStore(database.url);
    await written.models.upsertMany([
      { id: "a/base", tags: ["en"], downloads: 30, safetensors: { total: 7_000_000_000 } },
      { id: "a/tune", tags: ["base_model:a/base", "base_model:finetune:a/base"], downloads: 20 },
      { id: "a/quant", tags: ["base_model:quantized:a/base"], downloads: 10, gguf: { total: 7_000_000_000 } },
    ]);
    await written.close();
    const db = await connectPostgres(database.url);
    try {
      // As schema 6 left them: no counts, no derived tag.
      await sql`
        DROP INDEX models_by_parameters;
        ALTER TABLE models DROP COLUMN num_parameters;
        DELETE FROM model_tags WHERE tag = (SELECT id FROM model_tag_names WHERE tag = 'base_model:*');
        UPDATE models SET derived_tags = '{}';
        DELETE FROM facet_counts WHERE facet = 'tag' AND value = 'base_model:*';
        DELETE FROM schema_migrations WHERE version >= 7;
      `.execute(db);
    } finally {
      await db.destroy();
    }
    const store = await openPostgresStore(database.url);
    try {
      const ids = async (query: Parameters<typeof store.models.list>[0]) =>
        (await store.models.list(query)).items.map((m) => m.id);
      expect(await ids({ numParameters: { min: 6e9, max: 8e9 } })).toEqual(["a/base", "a/quant"]);
      expect(await ids({ baseModelsOnly: true })).toEqual(["a/base"]);
      expect(await ids({ sort: "num_parameters", direction: "asc" })).toEqual(["a/quant", "a/base"]);
      expect(await store.models.facetCounts("tag", { prefix: "base_model:*" })).toEqual([
        { value: "base_model:*", count: 2 },
      ]);
    } finally {
      await store.close();
      await database.drop();
    }
  });
});
