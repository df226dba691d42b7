import { afterEach, describe, expect, it } from "vitest";
import type { ModelQuery } from "../src/models/model-query";
import { ModelRepository } from "../src/models/model-repository";
import { openStore, type Store } from "../src/store";
import { sampleModelTemplates } from "../src/synthetic/sample-templates";
import { syntheticModels } from "../src/synthetic/synthetic-models";
import { listedIds } from "./listed-ids";
import { recordingStore } from "./recording-store";

// Counts of several broad conditions are the size of the intersection of each condition's row
// set (decision 055). Whichever way a count goes, it must be the number of models the listing
// pages through, and it must follow every write.

const stores: Store[] = [];
afterEach(() => {
  for (const store of stores.splice(0)) store.close();
});

function emptyStore(): Store {
  const store = openStore(":memory:");
  stores.push(store);
  return store;
}

describe("model counts by row sets", () => {
  const live = { providerId: "x/y", status: "live", task: "text-generation" } as const;

  /** `count` models over two tasks, two libraries, overlapping tags, three providers, two words. */
  function store(count = 300): Store {
    const store = emptyStore();
    store.models.upsertMany(
      Array.from({ length: count }, (_, i) => ({
        id: `${i % 5 === 0 ? "meta" : "acme"}/${i % 3 === 0 ? "llama" : "qwen"}-${i}`,
        pipeline_tag: i % 4 === 0 ? "text-classification" : "text-generation",
        library_name: i % 6 === 0 ? "gguf" : "transformers",
        downloads: (i * 53) % 17,
        tags: [
          ...(i % 2 === 0 ? ["license:apache-2.0"] : ["license:mit"]),
          ...(i % 7 < 3 ? ["en"] : []),
          ...(i % 11 === 0 ? ["rare"] : []),
        ],
        inferenceProviderMapping: {
          ...(i % 6 === 1 ? { together: live } : {}),
          ...(i % 9 === 2 ? { groq: live } : {}),
          ...(i % 10 === 3 ? { novita: live } : {}),
        },
      })),
    );
    return store;
  }

  const queries: [string, ModelQuery][] = [
    ["a search and a task", { search: "llama", pipelineTag: "text-generation" }],
    ["another search and the same task", { search: "qwen", pipelineTag: "text-generation" }],
    ["a search and a library", { search: "llama", library: "gguf" }],
    ["a search and a tag", { search: "qwen", tags: ["en"] }],
    ["a task and a tag", { pipelineTag: "text-classification", tags: ["license:mit"] }],
    ["two tags and a task", { tags: ["en", "rare"], pipelineTag: "text-generation" }],
    [
      "a task, a library and an author",
      { pipelineTag: "text-generation", library: "transformers", author: "meta" },
    ],
    [
      "any of two providers and a task",
      { inferenceProviders: ["together", "groq"], pipelineTag: "text-generation" },
    ],
    [
      "any of three providers and a search",
      { inferenceProviders: ["together", "groq", "novita"], search: "llama" },
    ],
    ["any provider and local apps", { inferenceProviders: ["all"], apps: ["llama.cpp"] }],
    ["a tag no model has and a task", { tags: ["nothing"], pipelineTag: "text-generation" }],
    ["a search no model matches and a task", { search: "zzz", pipelineTag: "text-generation" }],
    // Five matches against 225 rows: SQL reads the matches first (drivenBySearchWhenCheaper).
    ["a narrow search and a task", { search: "llama 3", pipelineTag: "text-generation" }],
    [
      "a narrow search, a task and a provider",
      { search: "llama 3", pipelineTag: "text-generation", inferenceProviders: ["together"] },
    ],
  ];

  it.each(queries)("of %s: the models the listing holds, as SQL counts them", (_name, query) => {
    const models = store();
    const bySets = new ModelRepository(models.db, { rowSetMinRows: 0 });
    const bySql = new ModelRepository(models.db, { rowSetMinRows: Number.POSITIVE_INFINITY });
    // Sets of 300 rowids take 40 bytes, too many for 64 bytes of cache: SQL counts.
    const tooLarge = new ModelRepository(models.db, { rowSetMinRows: 0, rowSetBytes: 64 });
    const ids = listedIds(models, query, 9);
    expect(bySets.count(query)).toBe(ids.length);
    expect(bySql.count(query)).toBe(ids.length);
    expect(tooLarge.count(query)).toBe(ids.length);
    // Its sidebar past the bound: the whole catalogue's counts, said so (or none to count).
    const libraries = tooLarge.facetCountsWithinBound("library", query, { rowBound: 0 });
    expect(libraries.counts).toEqual(
      libraries.withinQuery ? [] : models.models.facetCounts("library", { limit: 100 }),
    );
  });

  it("reuse the sets of earlier counts, and follow every write", () => {
    const models = store();
    const { store: recorded, statements } = recordingStore(models);
    const bySets = new ModelRepository(recorded.db, { rowSetMinRows: 0 });
    const count = (query: ModelQuery) => {
      statements.length = 0;
      return bySets.count(query);
    };
    const llama = listedIds(models, { search: "llama", pipelineTag: "text-generation" }, 50).length;
    expect(count({ search: "llama", pipelineTag: "text-generation" })).toBe(llama);
    expect(count({ search: "llama", library: "gguf" })).toBe(
      listedIds(models, { search: "llama", library: "gguf" }, 50).length,
    );
    // Every set at hand: nothing is planned, only the data's version is read.
    expect(count({ search: "llama", pipelineTag: "text-generation", library: "gguf" })).toBe(
      listedIds(models, { search: "llama", pipelineTag: "text-generation", library: "gguf" }, 50).length,
    );
    expect(statements.some((sql) => /MATCH|FROM models WHERE|facet_counts/.test(sql))).toBe(false);

    models.models.upsert({ id: "acme/llama-new", pipeline_tag: "text-generation" });
    expect(count({ search: "llama", pipelineTag: "text-generation" })).toBe(llama + 1);
  });

  it("read another search's set when every other set is at hand, instead of counting by SQL (decision 067)", () => {
    const models = store();
    const { store: recorded, statements } = recordingStore(models);
    // A page of text-generation (225 models) with license:mit (150) reads their sets (decision
    // 057); a count narrower than 20,000 rows was counted by SQL, collecting the search's matches.
    const bySets = new ModelRepository(recorded.db);
    bySets.list({ pipelineTag: "text-generation", tags: ["license:mit"] });
    for (const search of ["llama", "llama 3", "zzz"]) {
      const query: ModelQuery = { search, pipelineTag: "text-generation", tags: ["license:mit"] };
      statements.length = 0;
      expect(bySets.count(query), search).toBe(listedIds(models, query, 50).length);
      expect(
        statements.filter((sql) => /^SELECT \(rowid & \d+\) FROM models_fts/.test(sql.trim())),
      ).toHaveLength(1);
      expect(statements.filter((sql) => /count\(\*\) AS n FROM (model_tags|models)\b/.test(sql))).toEqual([]);
    }
  });

  it("count a search within a narrow condition from that condition's rows, each row's bit tested (decision 063)", () => {
    const models = store();
    const { store: recorded, statements } = recordingStore(models);
    // No match listed by rowid: the narrow condition's rows are read.
    const bySets = new ModelRepository(recorded.db, { rowSetListRows: 0 });
    // A search alone by likes is read from its set, which is then at hand (decision 059).
    bySets.list({ search: "llama", sort: "likes" });
    const queries: ModelQuery[] = [
      { search: "llama", author: "meta" },
      { search: "llama", tags: ["rare"], pipelineTag: "text-generation" },
    ];
    for (const query of queries) {
      statements.length = 0;
      expect(bySets.count(query)).toBe(listedIds(models, query, 50).length);
      expect(statements.join("\n")).toContain("in_row_set(?");
      expect(statements.filter((sql) => sql.includes("MATCH"))).toEqual([]);
    }
  });

  it("count the tasks, libraries and providers within a broad filter exactly (decision 056)", () => {
    const models = store();
    const bySql = new ModelRepository(models.db, { rowSetMinRows: Number.POSITIVE_INFINITY });
    for (const [, query] of queries) {
      // rowBound 0: every filter is past the bound, where row sets count; the default: live.
      for (const facet of ["pipeline_tag", "library"] as const) {
        for (const rowBound of [0, undefined]) {
          expect(
            models.models.facetCountsWithinBound(facet, query, { rowBound }),
            JSON.stringify(query),
          ).toEqual({
            counts: models.models.facetCountsWithin(facet, query, -1),
            withinQuery: true,
          });
        }
      }
      const { inferenceProviders: _providers, ...withoutProviders } = query;
      const providers = models.models.tagCountsWithin(["inference_provider:"], withoutProviders, {
        rowBound: 0,
      });
      expect(providers.withinQuery).toBe(true);
      for (const { value, count } of providers.counts) {
        expect(count, `${value} in ${JSON.stringify(query)}`).toBe(
          bySql.count({ ...withoutProviders, tags: [...(query.tags ?? []), value] }),
        );
      }
      const tally = models.models.tagCountsWithin(["inference_provider:"], withoutProviders, {
        rowBound: 1e6,
      });
      expect(providers.counts).toEqual(tally.counts);
    }
  });

  it("read the task and library columns ahead, once per data version (decision 068)", () => {
    const models = store();
    const { store: recorded, statements } = recordingStore(models);
    const columnReads = () =>
      statements.filter((sql) => /FROM models WHERE (pipeline_tag|library_name) = \?/.test(sql)).length;
    const tasks = models.models.facetCounts("pipeline_tag").length;
    const libraries = models.models.facetCounts("library").length;
    expect(recorded.models.prepareFacetCounts()).toBe(true);
    // One indexed read per value of each column.
    expect(columnReads()).toBe(tasks + libraries);
    statements.length = 0;
    const query: ModelQuery = { search: "llama" };
    for (const facet of ["pipeline_tag", "library"] as const) {
      expect(recorded.models.facetCountsWithinBound(facet, query, { rowBound: 0 })).toEqual({
        counts: models.models.facetCountsWithin(facet, query, -1),
        withinQuery: true,
      });
    }
    expect(columnReads()).toBe(0);
    // A write drops them; the next count reads them again, and counts the new model.
    models.models.upsert({ id: "acme/llama-new", pipeline_tag: "text-generation" });
    expect(recorded.models.facetCountsWithinBound("pipeline_tag", query, { rowBound: 0 }).counts).toEqual(
      models.models.facetCountsWithin("pipeline_tag", query, -1),
    );
    expect(columnReads()).toBe(tasks);
    // Row sets too large for the cache: nothing to read ahead.
    expect(new ModelRepository(models.db, { rowSetBytes: 64 }).prepareFacetCounts()).toBe(false);
  });

  it("build a task's or library's set from its column once the column is at hand (decision 069)", () => {
    const models = store();
    const { store: recorded, statements } = recordingStore(models);
    const bySets = new ModelRepository(recorded.db, { rowSetMinRows: 0 });
    const bySql = new ModelRepository(models.db, { rowSetMinRows: Number.POSITIVE_INFINITY });
    const setReads = () => statements.filter((sql) => /^SELECT rowid FROM models WHERE \w+ = \?$/.test(sql));
    const filters: ModelQuery[] = [
      { pipelineTag: "text-generation", tags: ["license:mit"] },
      { library: "gguf", search: "llama" },
      { pipelineTag: "text-generation", library: "transformers", inferenceProviders: ["together", "groq"] },
      { pipelineTag: "no-such-task", tags: ["en"] },
    ];
    expect(bySets.prepareFacetCounts()).toBe(true);
    statements.length = 0;
    for (const query of filters) {
      const label = JSON.stringify(query);
      expect(bySets.count(query), label).toBe(bySql.count(query));
      expect(listedIds({ models: bySets }, query, 7), label).toEqual(listedIds(models, query, 7));
      const { inferenceProviders: _providers, ...withoutProviders } = query;
      expect(
        bySets.tagCountsWithin(["inference_provider:"], withoutProviders, { rowBound: 0 }),
        label,
      ).toEqual(bySql.tagCountsWithin(["inference_provider:"], withoutProviders, { rowBound: 1e6 }));
    }
    // The columns' rows were read by the read-ahead; no set of a task or a library was read since.
    expect(setReads()).toEqual([]);
    // After a write the columns are gone until a sidebar reads them again: the set is read, and
    // holds the new model.
    models.models.upsert({ id: "acme/mit-writer", pipeline_tag: "text-generation", tags: ["license:mit"] });
    expect(bySets.count(filters[0] ?? {})).toBe(bySql.count(filters[0] ?? {}));
    expect(setReads()).toEqual(["SELECT rowid FROM models WHERE pipeline_tag = ?"]);
  });

  it("count a narrow search's sidebar from sets once its columns and candidates are at hand (decision 072)", () => {
    // 1,200 models: "qwen" matches 800, "llama" 400, "llama 3" a few dozen.
    const models = store(1200);
    const { store: recorded, statements } = recordingStore(models);
    const bySets = new ModelRepository(recorded.db);
    const live = new ModelRepository(models.db);
    const liveFacetReads = () => statements.filter((sql) => sql.includes("GROUP BY m."));
    const liveTagReads = () => statements.filter((sql) => sql.includes("m.tag_ids AS tagIds"));
    // Within the live bound, without sets at hand: counted live.
    bySets.facetCountsWithinBound("pipeline_tag", { search: "llama 3" }, { limit: -1 });
    expect(liveFacetReads()).toHaveLength(1);
    expect(bySets.prepareFacetCounts()).toBe(true);
    expect(bySets.prepareTagCounts(["inference_provider:"])).toBe(true);
    const sidebar = (query: ModelQuery) => {
      const label = JSON.stringify(query);
      for (const facet of ["pipeline_tag", "library"] as const) {
        const { [facet === "library" ? "library" : "pipelineTag"]: _own, ...others } = query;
        expect(bySets.facetCountsWithinBound(facet, others, { limit: -1 }), label).toEqual({
          counts: live.facetCountsWithin(facet, others, -1),
          withinQuery: true,
        });
      }
      expect(bySets.tagCountsWithin(["inference_provider:"], query), label).toEqual(
        live.tagCountsWithin(["inference_provider:"], query),
      );
    };
    statements.length = 0;
    for (const query of [
      { search: "qwen" },
      { search: "qwen", pipelineTag: "text-generation" },
      { search: "llama" },
    ]) {
      sidebar(query);
    }
    expect([...liveFacetReads(), ...liveTagReads()]).toEqual([]);
    // At most 300 matching rows (here 300, a few dozen, none): tasks and libraries from the sets
    // still, the rows' tags tallied live, which costs less than a pass over every candidate's set.
    for (const query of [
      { search: "llama", pipelineTag: "text-generation" },
      { search: "llama 3" },
      { search: "zzz" },
    ]) {
      statements.length = 0;
      sidebar(query);
      expect(liveFacetReads(), JSON.stringify(query)).toEqual([]);
      expect(liveTagReads(), JSON.stringify(query)).toHaveLength(1);
    }
  });

  it("leave tags without tag rows to SQL, and count them right", () => {
    const records = [...syntheticModels(1500, sampleModelTemplates(), 11)];
    const loaded = emptyStore();
    loaded.models.upsertMany(records, undefined, {
      bulk: true,
      tagRowsInWorkerFrom: 1,
      commonTags: { share: 0.1, fromModels: 1 },
    });
    const unlisted = loaded.db
      .all<{ tag: string }>("SELECT tag FROM model_tag_names WHERE listed = 0 ORDER BY tag")
      .map((row) => row.tag);
    expect(unlisted).toContain("license:apache-2.0");
    const bySets = new ModelRepository(loaded.db, { rowSetMinRows: 0 });
    const task = loaded.models.facetCounts("pipeline_tag")[0]?.value;
    for (const query of [
      { tags: ["license:apache-2.0"], pipelineTag: task },
      { tags: ["license:apache-2.0", "en"], search: "llama" },
      { tags: ["license:apache-2.0"], inferenceProviders: ["all", "together"] },
    ] satisfies ModelQuery[]) {
      expect(bySets.count(query), JSON.stringify(query)).toBe(listedIds(loaded, query, 100).length);
    }
    // Past the bound, such a filter's sidebar counts are the whole catalogue's, marked.
    const query = { tags: ["license:apache-2.0"], search: "llama" };
    expect(loaded.models.facetCountsWithinBound("library", query, { rowBound: 0 })).toEqual({
      counts: loaded.models.facetCounts("library"),
      withinQuery: false,
    });
    expect(
      loaded.models.tagCountsWithin(["license:"], { search: "llama" }, { rowBound: 0 }).withinQuery,
    ).toBe(false);
  });
});
