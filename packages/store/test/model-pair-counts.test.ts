import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { MODEL_LIBRARIES } from "@modelhub/catalog";
import { describe, expect, it } from "vitest";
import { importPath } from "../src/import/import-path";
import { type ModelQuery, openSqliteStore, type SqliteStore } from "../src/index";

const TASKS = ["text-generation", "text-classification", "translation", undefined] as const;
const LIBRARIES = ["transformers", "gguf", "peft", undefined] as const;

/** A model whose task and library cycle with `seed` (some have neither). */
function model(id: string, seed: number, extra: Record<string, unknown> = {}) {
  const record: Record<string, unknown> = { id, downloads: seed % 97, ...extra };
  const task = TASKS[seed % TASKS.length];
  const library = LIBRARIES[Math.floor(seed / 3) % LIBRARIES.length];
  if (task) record.pipeline_tag = task;
  if (library) record.library_name = library;
  return record;
}

function live(
  store: SqliteStore,
  column: "pipeline_tag" | "library_name",
  where = "",
  params: string[] = [],
) {
  return store.db.all<{ value: string; count: number }>(
    `SELECT ${column} AS value, count(*) AS count FROM models WHERE ${column} IS NOT NULL ${where}
     GROUP BY ${column} ORDER BY count DESC, value`,
    params,
  );
}

/**
 * The library facet's live counts: these models have no tags, so their libraries are their
 * library_names that the catalogue knows.
 */
function liveLibraries(store: SqliteStore, where = "", params: string[] = []) {
  return live(store, "library_name", `AND library_name IN (SELECT value FROM json_each(?)) ${where}`, [
    JSON.stringify(Object.keys(MODEL_LIBRARIES)),
    ...params,
  ]);
}

function liveCount(store: SqliteStore, where: string, params: string[]): number {
  return store.db.get<{ n: number }>(`SELECT count(*) AS n FROM models WHERE ${where}`, params)?.n ?? 0;
}

/**
 * Checks every answer the maintained counts give against a live count of the rows: libraries
 * within each task, tasks within each library, and the totals of each task, library and pair.
 */
async function expectMaintainedEqualsLive(store: SqliteStore): Promise<void> {
  expect(await store.models.facetCountsWithin("pipeline_tag", {}, -1)).toEqual(live(store, "pipeline_tag"));
  expect(await store.models.facetCountsWithin("library", {}, -1)).toEqual(liveLibraries(store));
  for (const task of TASKS.filter((t) => t !== undefined)) {
    expect(await store.models.facetCountsWithin("library", { pipelineTag: task }, -1), task).toEqual(
      liveLibraries(store, "AND pipeline_tag = ?", [task]),
    );
    expect(await store.models.count({ pipelineTag: task })).toBe(
      liveCount(store, "pipeline_tag = ?", [task]),
    );
    for (const library of LIBRARIES.filter((l) => l !== undefined)) {
      const query: ModelQuery = { pipelineTag: task, library };
      expect(await store.models.count(query), `${task} ${library}`).toBe(
        liveCount(store, "pipeline_tag = ? AND library_name = ?", [task, library]),
      );
    }
  }
  for (const library of LIBRARIES.filter((l) => l !== undefined)) {
    expect(await store.models.facetCountsWithinBound("pipeline_tag", { library }, { limit: -1 })).toEqual({
      counts: live(store, "pipeline_tag", "AND library_name = ?", [library]),
      withinQuery: true,
    });
    expect(await store.models.count({ library })).toBe(liveCount(store, "library_name = ?", [library]));
  }
}

describe("maintained task and library pair counts", () => {
  it("equal live counts after inserts, upserts that change task and library, and deletes", async () => {
    const store = await openSqliteStore(":memory:");
    await store.models.upsertMany(Array.from({ length: 60 }, (_, i) => model(`o/m${i}`, i)));
    await expectMaintainedEqualsLive(store);
    // Replacements move models between tasks and libraries, or drop them.
    await store.models.upsertMany(Array.from({ length: 30 }, (_, i) => model(`o/m${i * 2}`, i * 7 + 1)));
    await store.models.upsert({ id: "o/m1", downloads: 1 });
    await expectMaintainedEqualsLive(store);
    for (const id of ["o/m3", "o/m4", "o/m5"]) expect(await store.models.delete(id)).toBe(true);
    await expectMaintainedEqualsLive(store);
    expect(await store.models.count({ pipelineTag: "no-such-task", library: "transformers" })).toBe(0);
    expect(await store.models.facetCountsWithin("library", { pipelineTag: "no-such-task" })).toEqual([]);
  });

  it("equal live counts after bulk imports, into an empty store and over existing models", async () => {
    const store = await openSqliteStore(":memory:");
    const dir = mkdtempSync(join(tmpdir(), "modelhub-pairs-"));
    const first = join(dir, "first.jsonl");
    writeFileSync(
      first,
      Array.from({ length: 500 }, (_, i) => JSON.stringify(model(`o/m${i}`, i))).join("\n"),
    );
    expect(await importPath(store, first, { bulk: true })).toMatchObject({ inserted: 500, updated: 0 });
    await expectMaintainedEqualsLive(store);
    // Half replaced with other tasks and libraries (the bulk load's replace path), some new ones,
    // and an id twice in one file.
    const second = join(dir, "second.jsonl");
    const lines = [
      ...Array.from({ length: 250 }, (_, i) => model(`o/m${i * 2}`, i * 5 + 2)),
      ...Array.from({ length: 100 }, (_, i) => model(`n/m${i}`, i + 11)),
      model("n/m0", 1),
    ];
    writeFileSync(second, lines.map((line) => JSON.stringify(line)).join("\n"));
    expect(await importPath(store, second, { bulk: true })).toMatchObject({ inserted: 100, updated: 251 });
    await expectMaintainedEqualsLive(store);
    rmSync(dir, { recursive: true, force: true });
  });
});

describe("bounded task and library counts", () => {
  async function searchStore(): Promise<SqliteStore> {
    const store = await openSqliteStore(":memory:");
    await store.models.upsertMany([
      ...Array.from({ length: 40 }, (_, i) => model(`acme/owl-${i}`, i)),
      ...Array.from({ length: 5 }, (_, i) => model(`zed/heron-${i}`, i + 1)),
    ]);
    return store;
  }

  it("count live within the bound: each count is the total of the query plus that value", async () => {
    const store = await searchStore();
    for (const query of [{ search: "heron" }, { search: "owl", library: "gguf" }, { author: "zed" }]) {
      const tasks = await store.models.facetCountsWithinBound("pipeline_tag", query, { rowBound: 40 });
      expect(tasks.withinQuery).toBe(true);
      expect(tasks.counts.length).toBeGreaterThan(0);
      for (const { value, count } of tasks.counts) {
        expect(
          await store.models.count({ ...query, pipelineTag: value }),
          `${JSON.stringify(query)} ${value}`,
        ).toBe(count);
      }
      const libraries = await store.models.facetCountsWithinBound("library", query, { rowBound: 40 });
      for (const { value, count } of libraries.counts) {
        expect(await store.models.count({ ...query, library: value })).toBe(count);
      }
    }
    expect(await store.models.count({ search: "heron" })).toBe(5);
    expect(await store.models.count({ search: "owl" })).toBe(40);
  });

  it("past the bound, give the whole catalogue's counts, marked as such (decision 076)", async () => {
    const store = await searchStore();
    // "owl" matches 40 models: one more than a bound of 39.
    expect(
      await store.models.facetCountsWithinBound("pipeline_tag", { search: "owl" }, { rowBound: 40 }),
    ).toEqual({
      counts: live(store, "pipeline_tag", "AND id LIKE 'acme/owl-%'"),
      withinQuery: true,
    });
    expect(
      await store.models.facetCountsWithinBound("pipeline_tag", { search: "owl" }, { rowBound: 39 }),
    ).toEqual({
      counts: await store.models.facetCounts("pipeline_tag", { limit: 100 }),
      withinQuery: false,
    });
    // A task and a library are never bounded: their counts are maintained.
    expect(
      await store.models.facetCountsWithinBound(
        "library",
        { pipelineTag: "text-generation" },
        { rowBound: 0 },
      ),
    ).toEqual({
      counts: liveLibraries(store, "AND pipeline_tag = 'text-generation'"),
      withinQuery: true,
    });
  });
});
