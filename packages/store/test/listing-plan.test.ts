import { describe, expect, it } from "vitest";
import type { SortKey } from "../src/listing-order";
import { SEARCH_KEY_ROWID_MASK } from "../src/search-key";
import { openStore, type Store } from "../src/store";
import { sampleModelTemplates } from "../src/synthetic/sample-templates";
import { syntheticModels } from "../src/synthetic/synthetic-models";
import { listedIds } from "./listed-ids";

// 4,000 synthetic models: at 10 a page the walk threshold is √(11 × 4,000) ≈ 210 matches, so the
// common tasks, libraries and tags walk the sort index and the rare ones are collected and sorted.
const store: Store = openStore(":memory:");
store.models.upsertMany(syntheticModels(4000, sampleModelTemplates(), 7));
// 60 models served by inference providers: groq, together or both (mapping keys: provider ids).
store.models.upsertMany(
  Array.from({ length: 60 }, (_, i) => {
    const entry = { providerId: `org/model-${i}`, status: "live", task: "conversational" };
    const providers = i % 3 === 0 ? ["groq"] : i % 3 === 1 ? ["together"] : ["groq", "together"];
    return {
      id: `served/llama-chat-${i}`,
      pipeline_tag: i % 2 ? "text-generation" : "image-text-to-text",
      downloads: (i * 7919) % 5000,
      likes: (i * 104729) % 300,
      trendingScore: i % 4,
      createdAt: `2024-0${(i % 9) + 1}-01T00:00:00.000Z`,
      lastModified: `2025-0${(i % 9) + 1}-02T00:00:00.000Z`,
      tags: ["transformers", "conversational"],
      inferenceProviderMapping: Object.fromEntries(providers.map((provider) => [provider, entry])),
    };
  }),
);

/** What each sort orders by before the rowid: likes and trending ties go to the most downloaded. */
const SORT_COLUMNS: Record<Exclude<SortKey, "downloads">, string> = {
  likes: "likes, downloads",
  trendingScore: "trending_score, downloads",
  createdAt: "created_at",
  lastModified: "last_modified",
};

/** The ids the listing must show, by a plain SQL sort over every matching row. */
function expectedIds(where: string, params: string[], columns: string, direction: "asc" | "desc"): string[] {
  const dir = direction.toUpperCase();
  const order = [...columns.split(", "), "rowid"].map((column) => `m.${column} ${dir}`).join(", ");
  return store.db
    .all<{ id: string }>(`SELECT m.id FROM models m WHERE ${where} ORDER BY ${order}`, params)
    .map((row) => row.id);
}

/** Every id of a listing (up to 200), page by page through its cursors. */
function listedIdsOf(query: Parameters<Store["models"]["list"]>[0]): string[] {
  return listedIds(store, query ?? {}, 10, 200);
}

/** The SQL of the row-returning statements `read` runs (page queries; plans use single-row reads). */
function pageStatements(read: () => void): string[] {
  const statements: string[] = [];
  const all = store.db.all.bind(store.db);
  store.db.all = ((sql: string, params?: never) => {
    statements.push(sql);
    return all(sql, params);
  }) as typeof store.db.all;
  try {
    read();
  } finally {
    store.db.all = all;
  }
  return statements;
}

const tagged = (tag: string) =>
  `m.rowid IN (SELECT t.model_rowid FROM model_tags t WHERE t.tag = (SELECT id FROM model_tag_names WHERE tag = '${tag.replaceAll("'", "''")}'))`;

describe("listings sorted by other columns than downloads", () => {
  const tasks = store.models.facetCounts("pipeline_tag");
  const tags = store.models.facetCounts("tag");
  const commonTask = tasks[0]?.value ?? "";
  const rareTask = tasks.find((task) => task.count < 100 && task.count > 12)?.value ?? "";
  const commonTag = tags.find((tag) => tag.count > 1000)?.value ?? "";
  const rareTag = tags.find((tag) => tag.count < 100 && tag.count > 12)?.value ?? "";
  const cases: [string, Parameters<Store["models"]["list"]>[0], string, string[]][] = [
    ["a common task", { pipelineTag: commonTask }, "m.pipeline_tag = ?", [commonTask]],
    ["a rare task", { pipelineTag: rareTask }, "m.pipeline_tag = ?", [rareTask]],
    ["a common tag", { tags: [commonTag] }, tagged(commonTag), []],
    ["a rare tag", { tags: [rareTag] }, tagged(rareTag), []],
    [
      "a task and a tag",
      { pipelineTag: commonTask, tags: [commonTag] },
      `m.pipeline_tag = ? AND ${tagged(commonTag)}`,
      [commonTask],
    ],
  ];

  it.each(cases)(
    "list %s in the sort's order, page after page, whichever way they are read",
    (_, query, where, params) => {
      for (const [sort, column] of Object.entries(SORT_COLUMNS) as [SortKey, string][]) {
        for (const direction of ["desc", "asc"] as const) {
          const expected = expectedIds(where, params, column, direction).slice(0, 200);
          expect(expected.length).toBeGreaterThan(10);
          expect(listedIdsOf({ ...query, sort, direction })).toEqual(expected);
        }
      }
    },
  );

  it("walk the sort index for a common task and collect a rare one's few models", () => {
    const statements = pageStatements(() => {
      store.models.list({ pipelineTag: commonTask, sort: "likes", limit: 10 });
      store.models.list({ pipelineTag: rareTask, sort: "likes", limit: 10 });
    });
    expect(statements.map((sql) => sql.includes("INDEXED BY models_by_likes"))).toEqual([true, false]);
  });
});

describe("searches with other conditions", () => {
  const matchSql = (words: string) =>
    `m.rowid IN (SELECT rowid & ${SEARCH_KEY_ROWID_MASK} FROM models_fts WHERE models_fts MATCH '{id author} : "${words}"*')`;
  const tasks = store.models.facetCounts("pipeline_tag");
  const commonTask = tasks[0]?.value ?? "";
  const someTask = tasks[3]?.value ?? "";
  const commonTag = store.models.facetCounts("tag").find((tag) => tag.count > 1000)?.value ?? "";
  const author = store.db.get<{ author: string }>(
    "SELECT author FROM models GROUP BY author ORDER BY count(*) DESC LIMIT 1",
  )?.author;
  const cases: [string, Parameters<Store["models"]["list"]>[0], string, string[]][] = [
    [
      "a word and a common task",
      { search: "llama", pipelineTag: commonTask },
      `m.pipeline_tag = ? AND ${matchSql("llama")}`,
      [commonTask],
    ],
    [
      "a word and a smaller task",
      { search: "qwen", pipelineTag: someTask },
      `m.pipeline_tag = ? AND ${matchSql("qwen")}`,
      [someTask],
    ],
    [
      "a word and a tag",
      { search: "llama", tags: [commonTag] },
      `${tagged(commonTag)} AND ${matchSql("llama")}`,
      [],
    ],
    [
      "a broad prefix and an author",
      { search: "m", author: author ?? "" },
      `m.author = ? AND ${matchSql("m")}`,
      [author ?? ""],
    ],
  ];

  it.each(cases)("list %s in every order, page after page", (_, query, where, params) => {
    for (const [sort, column] of [["downloads", "downloads"], ...Object.entries(SORT_COLUMNS)] as [
      SortKey,
      string,
    ][]) {
      for (const direction of ["desc", "asc"] as const) {
        const expected = expectedIds(where, params, column, direction).slice(0, 200);
        expect(expected.length).toBeGreaterThan(3);
        expect(listedIdsOf({ ...query, sort, direction })).toEqual(expected);
      }
    }
  });
});

describe("listings by several inference providers (any of them)", () => {
  const served = `m.rowid IN (SELECT t.model_rowid FROM model_tags t WHERE t.tag IN (SELECT id FROM model_tag_names
    WHERE tag IN ('inference_provider:groq', 'inference_provider:together')))`;
  const cases: [string, Parameters<Store["models"]["list"]>[0], string, string[]][] = [
    ["alone", { inferenceProviders: ["groq", "together"] }, served, []],
    [
      "within a task",
      { inferenceProviders: ["groq", "together"], pipelineTag: "text-generation" },
      `m.pipeline_tag = ? AND ${served}`,
      ["text-generation"],
    ],
    [
      "with a search",
      { inferenceProviders: ["groq", "together"], search: "llama" },
      `${served} AND m.id LIKE '%llama%'`,
      [],
    ],
  ];

  it.each(cases)(
    "list %s once each, in every order, page after page, and count them",
    (_, query, where, params) => {
      for (const [sort, column] of [["downloads", "downloads"], ...Object.entries(SORT_COLUMNS)] as [
        SortKey,
        string,
      ][]) {
        for (const direction of ["desc", "asc"] as const) {
          const expected = expectedIds(where, params, column, direction);
          expect(expected.length).toBeGreaterThan(10);
          expect(listedIdsOf({ ...query, sort, direction })).toEqual(expected);
        }
      }
      const total = store.db.get<{ n: number }>(
        `SELECT count(*) AS n FROM models m WHERE ${where}`,
        params,
      )?.n;
      expect(store.models.count(query)).toBe(total);
    },
  );

  it("read the providers' few models first instead of probing every model", () => {
    const statements = pageStatements(() => {
      store.models.list({ inferenceProviders: ["groq", "together"], sort: "likes", limit: 10 });
    });
    expect(statements.at(-1)).toContain("SELECT DISTINCT model_rowid");
  });
});
