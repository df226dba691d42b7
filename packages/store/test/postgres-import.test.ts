import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import {
  createTestPostgresDatabase,
  sampleDatasetTemplates,
  sampleModelTemplates,
  syntheticDatasets,
  syntheticModels,
  type TestPostgresDatabase,
} from "@modelhub/testkit";
import pg from "pg";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type ImportOptions, importPath } from "../src/import/import-path";
import type { ModelQuery } from "../src/models/model-query";
import { openPostgresStore, type PostgresStore } from "../src/postgres/postgres-store";
import { ensureSampleLoaded } from "../src/sample/ensure-sample-loaded";
import { openStore } from "../src/store";
import { importFailure, writeUnder } from "./import-test-helpers";

// An import into PostgreSQL goes by COPY into a staging table, then a few statements; what it
// leaves must list and count exactly as the same records written by upsertMany.

let dir: string;
const databases: TestPostgresDatabase[] = [];
const stores: PostgresStore[] = [];

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "modelhub-pg-import-"));
});
afterEach(async () => {
  for (const store of stores.splice(0)) await store.close();
  for (const database of databases.splice(0)) await database.drop();
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function emptyStore(): Promise<{ store: PostgresStore; url: string }> {
  const database = await createTestPostgresDatabase();
  databases.push(database);
  const store = await openPostgresStore(database.url);
  stores.push(store);
  return { store, url: database.url };
}

const jsonLines = (records: readonly unknown[]) =>
  records.map((record) => `${JSON.stringify(record)}\n`).join("");

/** Every row of a table's columns, in a stable order (rowids left out: only their order is seen). */
async function tableRows(url: string, query: string): Promise<unknown[]> {
  const client = new pg.Client(url);
  await client.connect();
  try {
    return (await client.query(query)).rows;
  } finally {
    await client.end();
  }
}

/** Every page of a listing, walked with its cursor. */
async function walk(store: PostgresStore, query: ModelQuery): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await store.models.list({ ...query, limit: 40, cursor });
    ids.push(...page.items.map((model) => model.id));
    cursor = page.nextCursor;
  } while (cursor);
  return ids;
}

/** What a user can see of a store's models: listings, totals, counts, records. */
async function modelView(store: PostgresStore, ids: readonly string[]) {
  const queries: ModelQuery[] = [
    {},
    { sort: "likes" },
    { sort: "createdAt", direction: "asc" },
    { pipelineTag: "text-generation" },
    { library: "transformers" },
    { pipelineTag: "text-generation", library: "transformers" },
    { tags: ["gguf"] },
    { search: "user1" },
  ];
  const listings = [];
  for (const query of queries) {
    listings.push({
      query,
      ids: await walk(store, query),
      total: await store.models.total(query),
      count: await store.models.count(query),
      tasks: await store.models.facetCountsWithin("pipeline_tag", query),
      libraries: await store.models.facetCountsWithin("library", query),
      licenses: await store.models.tagCountsWithin(["license:"], query),
    });
  }
  return {
    listings,
    facets: {
      tasks: await store.models.facetCounts("pipeline_tag"),
      libraries: await store.models.facetCounts("library"),
      tags: await store.models.facetCounts("tag"),
    },
    raws: await Promise.all(ids.map((id) => store.models.getRaw(id))),
    entries: await Promise.all(ids.map((id) => store.models.getEntry(id))),
  };
}

const TABLE_VIEWS = [
  "SELECT subject, facet, value, count FROM facet_counts ORDER BY subject, facet, value",
  "SELECT m.id, n.tag, t.downloads FROM model_tags t JOIN models m ON m.rowid = t.model_rowid JOIN model_tag_names n ON n.id = t.tag ORDER BY 1, 2",
  "SELECT d.id, t.tag, t.downloads FROM dataset_tags t JOIN datasets d ON d.rowid = t.dataset_rowid ORDER BY 1, 2",
  "SELECT id, author, pipeline_tag, library_name, downloads, likes, trending_score, created_at, last_modified, private, gated, tags, derived_tags FROM models ORDER BY rowid",
  "SELECT id, author, downloads, tags, record FROM datasets ORDER BY rowid",
  "SELECT m.id, c.words::text FROM model_cards c JOIN models m ON m.rowid = c.rowid ORDER BY 1",
  "SELECT d.id, c.words::text FROM dataset_cards c JOIN datasets d ON d.rowid = c.rowid ORDER BY 1",
];

/**
 * Records with a card on every third one from `phase`, so that a later import's cards replace some
 * and remove others.
 */
const withCards = <T extends object>(records: readonly T[], text: string, phase = 0): T[] =>
  records.map((record, i) =>
    i % 3 === phase ? { ...record, readme: `# ${text} ${i}\nQwen2.5 for owls` } : record,
  );

describe("importPath into PostgreSQL", () => {
  it("leaves models listed and counted exactly as upsertMany does, for new and replaced ids", async () => {
    const templates = sampleModelTemplates();
    const first = withCards([...syntheticModels(700, templates, 1)], "First card");
    // The second import replaces a third of the first's ids with other records (other tasks,
    // tags and downloads), gives one id twice, and adds new models.
    const others = withCards([...syntheticModels(500, templates, 2)], "Second card", 1);
    const second = [
      ...others.slice(0, 250).map((record, i) => ({ ...record, id: first[i * 2]?.id })),
      ...others.slice(250),
      { ...(others[300] as object), downloads: 123_456, tags: ["gguf", "license:mit"] },
    ];
    const imported = await emptyStore();
    const upserted = await emptyStore();
    const firstFile = writeUnder(dir, "first-models.jsonl", jsonLines(first));
    // The second goes compressed, parsed on a worker: every reader of the import path.
    const secondFile = writeUnder(dir, "second-models.jsonl.gz", gzipSync(jsonLines(second)));

    expect(await importPath(imported.store, firstFile)).toMatchObject({
      records: 700,
      inserted: 700,
      updated: 0,
    });
    const summary = await importPath(imported.store, secondFile, { parseInWorker: true });
    expect(await upserted.store.models.upsertMany(first)).toEqual({ inserted: 700, updated: 0 });
    const written = await upserted.store.models.upsertMany(second);
    expect(summary).toMatchObject({ ...written, records: 501, kind: "models", compressed: true });
    expect(written).toEqual({ inserted: 250, updated: 251 });

    const ids = [...first.slice(0, 20), ...second.slice(-3)].map((record) => String(record.id));
    expect(await modelView(imported.store, ids)).toEqual(await modelView(upserted.store, ids));
    for (const query of TABLE_VIEWS) {
      expect(await tableRows(imported.url, query)).toEqual(await tableRows(upserted.url, query));
    }
  }, 60_000);

  it("fills an empty store as upsertMany does, with an id given twice, and later writes go after it", async () => {
    const records = withCards([...syntheticModels(300, sampleModelTemplates(), 5)], "Card");
    const source = [
      ...records,
      { ...(records[10] as object), downloads: 654_321, tags: ["gguf", "license:mit"] },
      { ...(records[20] as object), pipeline_tag: "translation" },
    ];
    const later = [...syntheticModels(20, sampleModelTemplates(), 6)];
    for (const bulk of [false, true]) {
      const imported = await emptyStore();
      const upserted = await emptyStore();
      const summary = await importPath(imported.store, writeUnder(dir, "twice.jsonl", jsonLines(source)), {
        bulk,
      });
      const written = await upserted.store.models.upsertMany(source);
      expect(summary).toMatchObject({ ...written, records: 302 });
      expect(written).toEqual({ inserted: 300, updated: 2 });
      // New models written afterwards come after the imported ones, on both stores alike.
      await imported.store.models.upsertMany(later);
      await upserted.store.models.upsertMany(later);
      const ids = [records[10], records[20], records[30], later[0]].map((record) => String(record?.id));
      expect(await modelView(imported.store, ids)).toEqual(await modelView(upserted.store, ids));
      for (const query of TABLE_VIEWS) {
        expect(await tableRows(imported.url, query)).toEqual(await tableRows(upserted.url, query));
      }
    }
  }, 60_000);

  it("leaves datasets listed and counted exactly as upsertMany does", async () => {
    const templates = sampleDatasetTemplates();
    const first = withCards([...syntheticDatasets(300, templates, 1)], "First card");
    const second = [
      ...withCards([...syntheticDatasets(200, templates, 2)], "Second card", 1).map((record, i) =>
        i < 100 ? { ...record, id: first[i * 2]?.id } : record,
      ),
      { ...(first[1] as object), tags: ["task_categories:translation", "language:fr"] },
    ];
    const imported = await emptyStore();
    const upserted = await emptyStore();
    await importPath(imported.store, writeUnder(dir, "first-datasets.jsonl", jsonLines(first)));
    const summary = await importPath(imported.store, writeUnder(dir, "second.json", JSON.stringify(second)), {
      kind: "datasets",
    });
    await upserted.store.datasets.upsertMany(first);
    const written = await upserted.store.datasets.upsertMany(second);
    expect(summary).toMatchObject({ ...written, records: 201, kind: "datasets", format: "json" });

    const view = async (store: PostgresStore) => ({
      all: (await store.datasets.list({ limit: 1000 })).items,
      translation: await store.datasets.list({ taskCategory: "translation", sort: "likes" }),
      categories: await store.datasets.facetCounts("task_category"),
      tags: await store.datasets.facetCounts("tag"),
      total: await store.datasets.total({ tags: ["language:fr"] }),
    });
    expect(await view(imported.store)).toEqual(await view(upserted.store));
    for (const query of TABLE_VIEWS) {
      expect(await tableRows(imported.url, query)).toEqual(await tableRows(upserted.url, query));
    }
  });

  it("writes nothing when a record anywhere is bad, naming its file and line", async () => {
    const { store, url } = await emptyStore();
    const before = [...syntheticModels(50, sampleModelTemplates(), 3)];
    await store.models.upsertMany(before);
    const snapshot = await Promise.all(TABLE_VIEWS.map((query) => tableRows(url, query)));
    const later = [...syntheticModels(400, sampleModelTemplates(), 4)].map((record, i) =>
      i < 30 ? { ...record, id: before[i]?.id } : record,
    );
    const lines = jsonLines(later).split("\n");
    lines.splice(350, 0, '{"id": 42, "downloads": 1}');
    const bad = writeUnder(dir, "bad-models.jsonl", lines.join("\n"));
    for (const options of [{}, { parseInWorker: true }] satisfies ImportOptions[]) {
      const failure = await importFailure(() => importPath(store, bad, options));
      expect(failure.message).toMatch(new RegExp(`^${bad}:351: `));
      expect(await Promise.all(TABLE_VIEWS.map((query) => tableRows(url, query)))).toEqual(snapshot);
    }
    // The store still takes a good import afterwards (the connection went back to the pool clean).
    lines.splice(350, 1);
    const summary = await importPath(store, writeUnder(dir, "good-models.jsonl", lines.join("\n")));
    expect(summary).toMatchObject({ inserted: 370, updated: 30 });
  });

  it("loads the bundled sample into an empty store once, counted as on SQLite", async () => {
    const { store } = await emptyStore();
    const loaded = await ensureSampleLoaded(store);
    expect(loaded).toMatchObject({ loaded: true });
    expect(await store.models.count()).toBe(loaded.models);
    expect(await store.datasets.count()).toBe(loaded.datasets);
    expect((await store.spaces.list()).length).toBe(loaded.spaces);
    expect(await ensureSampleLoaded(store)).toMatchObject({ loaded: false });

    const sqlite = await openStore(":memory:");
    await ensureSampleLoaded(sqlite);
    const counts = async (of: PostgresStore | typeof sqlite) => ({
      tasks: await of.models.facetCounts("pipeline_tag"),
      libraries: await of.models.facetCounts("library"),
      categories: await of.datasets.facetCounts("task_category"),
      top: (await of.models.list({ pipelineTag: "text-generation", limit: 20 })).items.map((m) => m.id),
    });
    expect(await counts(store)).toEqual(await counts(sqlite));
    await sqlite.close();
  }, 120_000);
});
