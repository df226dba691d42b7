import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it, vi } from "vitest";
import type { ModelQuery } from "../src/models/model-query";
import { openStore, type Store } from "../src/store";
import { sampleModelTemplates } from "../src/synthetic/sample-templates";
import { syntheticModels } from "../src/synthetic/synthetic-models";

// A bulk load leaves the commonest tags out of model_tags (decision 039): listings then find
// their models by searching each row's tag list. Whatever the store keeps, every answer must be
// the one a store with every tag's rows gives.
describe("common tags without tag rows", () => {
  const templates = sampleModelTemplates();
  const records = [...syntheticModels(2500, templates, 7)];

  /** A store bulk-loaded with `records`, the common tags (a tenth of the models) left out or not. */
  function loaded(unlistCommon: boolean): Store {
    const store = openStore(":memory:");
    store.models.upsertMany(records, undefined, {
      bulk: true,
      tagRowsInWorkerFrom: 1,
      commonTags: { share: unlistCommon ? 0.1 : 2, fromModels: 1 },
    });
    return store;
  }

  const unlistedTags = (store: Store) =>
    store.db
      .all<{ tag: string }>("SELECT tag FROM model_tag_names WHERE listed = 0 ORDER BY tag")
      .map((r) => r.tag);

  /** Every page of a listing, followed by its cursors. */
  function allPages(store: Store, query: ModelQuery): string[] {
    const ids: string[] = [];
    let cursor: string | undefined;
    do {
      const page = store.models.list({ ...query, limit: 40, cursor });
      ids.push(...page.items.map((m) => m.id));
      cursor = page.nextCursor;
    } while (cursor);
    return ids;
  }

  function expectSameAnswers(common: Store, full: Store, tags: string[]) {
    const [first = "", second = "", third = ""] = tags;
    const task = full.models.facetCounts("pipeline_tag")[0]?.value;
    const library = full.models.facetCounts("library")[1]?.value;
    const queries: ModelQuery[] = [
      { tags: [first] },
      { tags: [first], direction: "asc" },
      { tags: [second], sort: "likes" },
      { tags: [first, third] },
      { tags: [first, "en"], sort: "createdAt" },
      { tags: [second], pipelineTag: task },
      { tags: [third], pipelineTag: task, library, sort: "trendingScore" },
      { tags: [first], search: "llama" },
      { tags: [second], search: "gguf", sort: "lastModified" },
      { tags: [first], inferenceProviders: ["all"] },
      { tags: [first], apps: ["llama.cpp"] },
      { tags: [first], author: "user3" },
      { tags: ["nonexistent-tag", first] },
    ];
    for (const query of queries) {
      expect(allPages(common, query), JSON.stringify(query)).toEqual(allPages(full, query));
      expect(common.models.count(query), JSON.stringify(query)).toBe(full.models.count(query));
      expect(common.models.facetCountsWithin("library", query)).toEqual(
        full.models.facetCountsWithin("library", query),
      );
      expect(common.models.tagCountsWithin(["inference_provider:", "local-apps:"], query)).toEqual(
        full.models.tagCountsWithin(["inference_provider:", "local-apps:"], query),
      );
    }
    expect(common.models.facetCounts("tag")).toEqual(full.models.facetCounts("tag"));
  }

  it("gives every listing, count and facet a store with all tag rows gives", () => {
    const common = loaded(true);
    const full = loaded(false);
    const tags = unlistedTags(common);
    expect(tags.length).toBeGreaterThan(3);
    expect(tags).toContain("region:us");
    expect(unlistedTags(full)).toEqual([]);
    const rows = (store: Store) =>
      store.db.get<{ n: number }>("SELECT count(*) AS n FROM model_tags")?.n ?? 0;
    expect(rows(common)).toBeLessThan(rows(full) * 0.7);
    // The derived tags stay listed: model rows do not list them.
    expect(tags.some((tag) => tag.startsWith("inference_provider:") || tag === "local-apps:gguf")).toBe(
      false,
    );
    const byCount = full.models
      .facetCounts("tag")
      .map((c) => c.value)
      .filter((t) => tags.includes(t));
    expect(byCount.length).toBeGreaterThan(3);
    expectSameAnswers(common, full, [byCount[0] ?? "", byCount[2] ?? "", byCount.at(-1) ?? ""]);
    // Common tags counted within a query, one count per tag (the query matching more models than
    // the tags: see modelTagCountsWithin).
    expect(tags).toContain("license:apache-2.0");
    const task = full.models.facetCounts("pipeline_tag")[0]?.value;
    for (const query of [{ pipelineTag: task }, { pipelineTag: task, tags: ["en"] }, { search: "llama" }]) {
      const within = common.models.tagCountsWithin(["license:a"], query, { rowBound: 100_000 });
      expect(within).toEqual(full.models.tagCountsWithin(["license:a"], query, { rowBound: 100_000 }));
      expect(within.counts.find((c) => c.value === "license:apache-2.0")?.count).toBeGreaterThan(0);
    }
  });

  it("stay without rows, and right, through updates, inserts, deletes and later loads", () => {
    const common = loaded(true);
    const full = loaded(false);
    const tags = unlistedTags(common);
    const [tag = ""] = tags;
    for (const store of [common, full]) {
      // An update that drops the tag, one that adds it, a new model with it, a deletion.
      const [a, b] = store.models.list({ tags: [tag], limit: 2 }).items;
      store.models.upsert({ id: a?.id, downloads: 5, tags: ["other"] });
      const without = store.models.list({ tags: ["en"], limit: 50 }).items.find((m) => !m.tags.includes(tag));
      store.models.upsert({ id: without?.id, downloads: 123_456, tags: [tag, "en"] });
      store.models.upsert({ id: "acme/new", downloads: 77, tags: [tag, "fresh"] });
      store.models.delete(b?.id ?? "");
      // A second bulk load, of new models and updates.
      store.models.upsertMany(
        [...syntheticModels(300, templates, 8)].map((record, i) => ({ ...record, id: `later/m${i}` })),
        undefined,
        {
          bulk: true,
          tagRowsInWorkerFrom: 1,
          commonTags: { share: store === common ? 0.1 : 2, fromModels: 1 },
        },
      );
    }
    expect(unlistedTags(common)).toEqual(expect.arrayContaining(tags));
    const tagRows = common.db.get<{ n: number }>(
      "SELECT count(*) AS n FROM model_tags WHERE tag IN (SELECT id FROM model_tag_names WHERE listed = 0)",
    );
    expect(tagRows?.n).toBe(0);
    expectSameAnswers(common, full, [tag, tags[1] ?? "", tags.at(-1) ?? ""]);
  });

  it("are read on one snapshot with the page: a load committed in between changes neither", () => {
    const dir = mkdtempSync(join(tmpdir(), "modelhub-common-tags-"));
    try {
      const path = join(dir, "store.db");
      const reader = openStore(path);
      const writer = openStore(path);
      // 60 models whose tags all have rows; then a larger load that makes the commonest ones
      // common, committed by another connection while the reader's listing is under way.
      reader.models.upsertMany(records.slice(0, 60), undefined, { bulk: true, tagRowsInWorkerFrom: 1 });
      const before = reader.models.list({ tags: ["region:us"], limit: 100 }).items.map((m) => m.id);
      expect(before).toHaveLength(60);
      const get = reader.db.get.bind(reader.db);
      let loaded = false;
      vi.spyOn(reader.db, "get").mockImplementation((sql, params) => {
        const row = get(sql, params);
        if (!loaded && sql.includes("listed = 0")) {
          loaded = true;
          writer.models.upsertMany(records, undefined, {
            bulk: true,
            tagRowsInWorkerFrom: 1,
            commonTags: { share: 0.1, fromModels: 1 },
          });
        }
        return row as never;
      });
      // Read after the tag was found to have rows, on the snapshot of that read.
      expect(reader.models.list({ tags: ["region:us"], limit: 100 }).items.map((m) => m.id)).toEqual(before);
      expect(loaded).toBe(true);
      vi.restoreAllMocks();
      expect(unlistedTags(reader)).toContain("region:us");
      expect(reader.models.count({ tags: ["region:us"] })).toBe(records.length);
      reader.close();
      writer.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("are none in a store too small for them", () => {
    const store = openStore(":memory:");
    store.models.upsertMany(records, undefined, { bulk: true, tagRowsInWorkerFrom: 1 });
    expect(unlistedTags(store)).toEqual([]);
  });
});
