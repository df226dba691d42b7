import { readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { InvalidModelRecordError } from "@modelhub/catalog";
import { describe, expect, it, vi } from "vitest";
import { openSqliteStore } from "../src/sqlite-store";

// Bulk loads (ModelBulkLoad through ModelRepository.upsertMany) must store exactly what
// row-by-row writes store; these tests compare the two and follow the load's worker and rollback.
describe("ModelRepository bulk loads", () => {
  // Full-text rows staged to the end, and written a few at a time as the load goes (then
  // replaced by later duplicates).
  for (const searchRowsPerWrite of [undefined, 7]) {
    it(`give the same listings, counts, search and facets as row-by-row writes, duplicates included (${searchRowsPerWrite ? `slices of ${searchRowsPerWrite}` : "default slices"})`, async () => {
      const records = Array.from({ length: 300 }, (_, i) => ({
        id: `o${i % 5}/m${i % 60}`,
        pipeline_tag: i % 3 ? "text-generation" : "fill-mask",
        library_name: i % 2 ? "transformers" : "gguf",
        tags: [`t${i % 5}`, `u${i % 3}`],
        downloads: (i * 37) % 101,
        siblings: [{ rfilename: `f${i}.bin`, size: i }],
      }));
      const plain = await openSqliteStore(":memory:");
      await plain.models.upsert({ id: "o1/m1", tags: ["t9"], downloads: 5 });
      const plainSummary = await plain.models.upsertMany(records);
      expect(plainSummary.updated).toBeGreaterThan(200);
      const bulk = await openSqliteStore(":memory:");
      await bulk.models.upsert({ id: "o1/m1", tags: ["t9"], downloads: 5 });
      expect(await bulk.models.upsertMany(records, undefined, { bulk: true, searchRowsPerWrite })).toEqual(
        plainSummary,
      );
      for (const query of [
        {},
        { tags: ["t1"] },
        { tags: ["t9"] },
        { pipelineTag: "fill-mask", library: "gguf" },
        { search: "m12" },
        { tags: ["t9"], sort: "likes" as const },
      ]) {
        expect(await bulk.models.list({ ...query, limit: 1000 })).toEqual(
          await plain.models.list({ ...query, limit: 1000 }),
        );
        expect(await bulk.models.count(query)).toBe(await plain.models.count(query));
      }
      expect(await bulk.models.facetCounts("tag")).toEqual(await plain.models.facetCounts("tag"));
      expect(await bulk.models.files("o3/m10")).toEqual(await plain.models.files("o3/m10"));
      const indexes = (store: typeof plain) =>
        store.db.all("SELECT name FROM sqlite_master WHERE type = 'index' ORDER BY name");
      expect(indexes(bulk)).toEqual(indexes(plain));
    });
  }

  // All at once: more rows than two full statements of full-text rows, and a remainder. In
  // slices: written as the load goes, with overlapping keys, then merged.
  for (const searchRowsPerWrite of [undefined, 1000]) {
    it(`find every model by search after writing thousands of full-text rows (${searchRowsPerWrite ? `slices of ${searchRowsPerWrite}` : "default slices"})`, async () => {
      const records = Array.from({ length: 4500 }, (_, i) => ({
        id: `o/word${i}x`,
        downloads: (i * 7919) % 1000,
      }));
      const plain = await openSqliteStore(":memory:");
      await plain.models.upsertMany(records);
      const bulk = await openSqliteStore(":memory:");
      await bulk.models.upsertMany(records, undefined, { bulk: true, searchRowsPerWrite });
      for (const i of [0, 999, 1000, 1999, 2000, 4001, 4499]) {
        expect((await bulk.models.list({ search: `word${i}x` })).items.map((m) => m.id)).toEqual([
          `o/word${i}x`,
        ]);
      }
      const everyPage = async (store: typeof plain) => {
        const ids: string[] = [];
        for (let cursor: string | undefined, first = true; first || cursor; first = false) {
          const page = await store.models.list({ search: "o", limit: 1000, ...(cursor ? { cursor } : {}) });
          ids.push(...page.items.map((m) => m.id));
          cursor = page.nextCursor;
        }
        return ids;
      };
      const ids = await everyPage(bulk);
      expect(ids).toHaveLength(4500);
      expect(ids).toEqual(await everyPage(plain));
      expect(await bulk.models.count({ search: "o" })).toBe(4500);
    });
  }

  it("list a tag carried by hundreds of models in the same order as row-by-row writes", async () => {
    const records = Array.from({ length: 450 }, (_, i) => ({
      id: `o/m${i}`,
      tags: ["common", i % 2 ? "odd" : "even"],
      // Whole counts for "even" (sorted as packed doubles), halves among "odd" and "common".
      downloads: ((i * 7919) % 97) + (i % 2 ? 0.5 : 0),
    }));
    const plain = await openSqliteStore(":memory:");
    await plain.models.upsertMany(records);
    const bulk = await openSqliteStore(":memory:");
    await bulk.models.upsertMany(records, undefined, { bulk: true });
    for (const tag of ["common", "odd", "even"]) {
      const all = (await bulk.models.list({ tags: [tag], limit: 1000 })).items.map((m) => m.id);
      expect(all).toEqual((await plain.models.list({ tags: [tag], limit: 1000 })).items.map((m) => m.id));
      expect(all).toHaveLength(tag === "common" ? 450 : 225);
      const counts = (await bulk.models.getMany(all)).map((model) => model.downloads ?? -1);
      expect(counts).toEqual([...counts].sort((a, b) => b - a));
    }
    expect(bulk.db.get("SELECT count(*) AS n FROM model_tags")).toEqual({ n: 900 });
  });

  // Fewer stored tag rows than the load's: they are written again with them, on a worker thread
  // if asked. More: kept in place.
  for (const [stored, tagRowsInWorkerFrom] of [
    [40, undefined],
    [40, 0],
    [600, 0],
  ] as const) {
    it(`keep the ${stored} stored models' tags, counts and order among a load's (some updated${tagRowsInWorkerFrom === 0 ? ", tag rows on a worker" : ""})`, async () => {
      const model = (i: number, batch: string) => ({
        id: `o/m${i}`,
        tags: ["common", i % 2 ? "odd" : "even", `${batch}-only`],
        downloads: ((i * 7919) % 97) + (batch === "load" ? 0.5 : 0),
      });
      const before = Array.from({ length: stored }, (_, i) => model(i * 3, "stored"));
      // Every third id of the load is a stored model's: updated, the rest new.
      const load = Array.from({ length: 300 }, (_, i) => model(i, "load"));
      const plain = await openSqliteStore(":memory:");
      const bulk = await openSqliteStore(":memory:");
      for (const store of [plain, bulk]) await store.models.upsertMany(before);
      const summary = await plain.models.upsertMany(load);
      const scratchFiles = () =>
        readdirSync(tmpdir()).filter((name) => name.startsWith("modelhub-tag-rows-"));
      const scratchBefore = scratchFiles();
      expect(await bulk.models.upsertMany(load, undefined, { bulk: true, tagRowsInWorkerFrom })).toEqual(
        summary,
      );
      for (const tag of ["common", "odd", "even", "stored-only", "load-only"]) {
        const ids = async (store: typeof plain) =>
          (await store.models.list({ tags: [tag], limit: 1000 })).items.map((m) => m.id);
        expect(await ids(bulk)).toEqual(await ids(plain));
        expect(await bulk.models.count({ tags: [tag] })).toBe(await plain.models.count({ tags: [tag] }));
      }
      expect(await bulk.models.facetCounts("tag")).toEqual(await plain.models.facetCounts("tag"));
      const rows = (store: typeof plain) =>
        store.db.all("SELECT tag, downloads, model_rowid FROM model_tags ORDER BY 1, 2, 3");
      expect(rows(bulk)).toEqual(rows(plain));
      // The worker's scratch file was attached for the copy, and is gone with the transaction.
      expect(bulk.db.all("SELECT name FROM pragma_database_list WHERE name NOT IN ('main', 'temp')")).toEqual(
        [],
      );
      // Removed in the background, once the transaction has ended.
      await vi.waitFor(() => expect(scratchFiles()).toEqual(scratchBefore));
    });
  }

  it("into an empty store, treat an id repeated within the write as an update (bulk or not)", async () => {
    const records = [
      { id: "a/one", tags: ["x", "y"], downloads: 1 },
      { id: "a/two", tags: ["x"], downloads: 2 },
      { id: "a/one", tags: ["y"], downloads: 3 },
    ];
    for (const bulk of [false, true]) {
      const store = await openSqliteStore(":memory:");
      expect(await store.models.upsertMany(records, undefined, { bulk })).toEqual({
        inserted: 2,
        updated: 1,
      });
      expect((await store.models.list({ tags: ["x"] })).items.map((m) => m.id)).toEqual(["a/two"]);
      expect((await store.models.list({ tags: ["y"] })).items.map((m) => [m.id, m.downloads])).toEqual([
        ["a/one", 3],
      ]);
      expect(await store.models.facetCounts("tag")).toEqual([
        { value: "x", count: 1 },
        { value: "y", count: 1 },
      ]);
      expect(await store.models.count()).toBe(2);
    }
  });

  it("roll back completely, indexes included, when a record is invalid", async () => {
    const store = await openSqliteStore(":memory:");
    await store.models.upsert({ id: "keep/me", tags: ["x"] });
    await expect(
      store.models.upsertMany([{ id: "a/b", tags: ["x"] }, { id: 3 }], undefined, { bulk: true }),
    ).rejects.toThrow(InvalidModelRecordError);
    expect((await store.models.list({ tags: ["x"] })).items.map((m) => m.id)).toEqual(["keep/me"]);
    expect(store.db.get("SELECT name FROM sqlite_master WHERE name = 'models_by_task'")).toBeDefined();
    await store.models.upsertMany([{ id: "a/b", tags: ["x"] }], undefined, { bulk: true });
    expect(await store.models.count({ tags: ["x"] })).toBe(2);
  });
});
