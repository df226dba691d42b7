import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { toFullTextQuery } from "../src/full-text-query";
import { rowidOfSearchKeySql } from "../src/search-key";
import { SearchPrefixTerms } from "../src/search-prefix-terms";
import { openStore, type Store } from "../src/store";
import { listedIds } from "./listed-ids";

// Searches whose last word has few continuations in the index are answered from an OR of those
// words (SearchPrefixTerms). They must list and count exactly what FTS5's own prefix query does.

const NAMES = [
  "meta-llama/Llama-2-7b",
  "meta-llama/Llama-2-70b-chat",
  "meta-llama/Llama-3.1-8B",
  "acme/TinyLlama-1.1B",
  "acme/llamafile-server",
  "acme/llama2-uncensored",
  "acme/llamas-everywhere",
  "acme/llava-1.5",
  "acme/qwen2-7b",
  "acme/Qwen2.5-Coder",
  "acme/bert-base",
  "acme/distilbert",
  "l/l",
];

const stores: Store[] = [];
afterEach(() => {
  for (const store of stores.splice(0)) store.close();
});

function storeWith(names: readonly string[]): Store {
  const store = openStore(":memory:");
  stores.push(store);
  store.models.upsertMany(names.map((id, i) => ({ id, downloads: (i * 37) % 11 })));
  // Accented words are indexed without their accents: such a prefix keeps FTS5's own query.
  store.models.upsert({ id: "acme/creme-1", author: "Crème Café", downloads: 3 });
  return store;
}

/** The ids FTS5's own prefix query finds, in listing order (downloads, then rowid, descending). */
function prefixQueryIds(store: Store, search: string): string[] {
  const match = toFullTextQuery(search, ["id", "author"]);
  return store.db
    .all<{ id: string }>(
      `SELECT m.id FROM models_fts f JOIN models m ON m.rowid = ${rowidOfSearchKeySql("f.rowid")}
       WHERE models_fts MATCH ? ORDER BY f.rowid DESC`,
      [match ?? ""],
    )
    .map((row) => row.id);
}

/** Every id a search lists, two a page. */
function searchedIds(store: Store, search: string): string[] {
  return listedIds(store, { search }, 2);
}

describe("searches by a word's prefix", () => {
  it.each([
    "llama",
    "lla",
    "llama 2",
    "meta llama 3",
    "l",
    "qwen",
    "qwen2",
    "bert",
    "BERT base",
    "caf",
    "café",
    "nothingmatches",
  ])("list and count %j as FTS5's prefix query does", (search) => {
    const store = storeWith(NAMES);
    const expected = prefixQueryIds(store, search);
    expect(searchedIds(store, search)).toEqual(expected);
    expect(store.models.count({ search })).toBe(expected.length);
  });

  it("find a word added after an earlier search, by this connection or another", () => {
    const dir = mkdtempSync(join(tmpdir(), "modelhub-prefix-"));
    try {
      const reader = openStore(join(dir, "store.db"));
      const writer = openStore(join(dir, "store.db"));
      stores.push(reader, writer);
      reader.models.upsertMany(NAMES.map((id) => ({ id })));
      expect(searchedIds(reader, "llam")).not.toContain("acme/llamaindex-demo");
      writer.models.upsert({ id: "acme/llamaindex-demo" });
      expect(searchedIds(reader, "llam")).toContain("acme/llamaindex-demo");
      reader.models.upsert({ id: "acme/llamacpp-python" });
      expect(searchedIds(reader, "llam")).toContain("acme/llamacpp-python");
      expect(searchedIds(reader, "llam")).toEqual(prefixQueryIds(reader, "llam"));
    } finally {
      for (const store of stores.splice(0)) store.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("keep FTS5's prefix query for a prefix with many continuations on few models", () => {
    const store = storeWith(Array.from({ length: 80 }, (_, i) => `acme/x${i}y`));
    expect(searchedIds(store, "x")).toHaveLength(80);
    expect(searchedIds(store, "x")).toEqual(prefixQueryIds(store, "x"));
    expect(new SearchPrefixTerms(store.db, "models_fts", "test_vocabulary").matchFor("x", [])).toBe('"x"*');
  });

  it("expand a prefix with many continuations on many models, and list what the prefix query does", () => {
    // 40 words starting with "x", each on 31 models: an OR of 40 words beats merging 1,240 rows.
    const names = Array.from({ length: 40 * 31 }, (_, i) => `acme/x${i % 40}y-${i}`);
    const store = storeWith(names);
    const expansion = new SearchPrefixTerms(store.db, "models_fts", "test_vocabulary").matchFor("x", []);
    expect(expansion?.split(" OR ")).toHaveLength(40);
    expect(listedIds(store, { search: "x" }, 100)).toEqual(prefixQueryIds(store, "x"));
    expect(listedIds(store, { search: "acme x1" }, 100)).toEqual(prefixQueryIds(store, "acme x1"));
    expect(store.models.count({ search: "x" })).toBe(names.length);
  });

  it("tell a prefix of more than 512 words, which FTS5 merges, from one it expands or lists", () => {
    const names = [...Array.from({ length: 600 }, (_, i) => `acme/xy${i}`), "acme/xz-1", "acme/xz-2"];
    const store = storeWith(names);
    const terms = new SearchPrefixTerms(store.db, "models_fts", "test_vocabulary", [1]);
    expect(terms.mergesManyWords("xy")).toBe(true);
    expect(terms.mergesManyWords("acme xy")).toBe(true);
    expect(terms.matchFor("xy", [])).toBe('"xy"*');
    expect(terms.mergesManyWords("xz")).toBe(false);
    expect(terms.mergesManyWords("x")).toBe(false);
    expect(terms.mergesManyWords("xy-")).toBe(true);
    expect(listedIds(store, { search: "xy", sort: "likes" }, 100)).toHaveLength(600);
  });

  it("keep FTS5's prefix query for a prefix of a length the table indexes, whatever its words", () => {
    // The same words as above, which would be expanded; the store's models_fts indexes one-character prefixes.
    const names = Array.from({ length: 40 * 31 }, (_, i) => `acme/x${i % 40}y-${i}`);
    const store = storeWith(names);
    const terms = new SearchPrefixTerms(store.db, "models_fts", "test_vocabulary", [1]);
    expect(terms.matchFor("x", [])).toBe('"x"*');
    expect(terms.matchFor("acme x", ["id"])).toBe('{id} : "acme x"*');
    expect(terms.matchFor("x1", [])?.split(" OR ")).toHaveLength(11);
    expect(listedIds(store, { search: "acme x" }, 100)).toEqual(prefixQueryIds(store, "acme x"));
  });
});

describe("dataset searches by a word's prefix", () => {
  /** The ids FTS5's own prefix query finds among datasets, as the listing orders them. */
  function datasetPrefixQueryIds(store: Store, search: string): string[] {
    return store.db
      .all<{ id: string }>(
        `SELECT d.id FROM datasets_fts f JOIN datasets d ON d.rowid = ${rowidOfSearchKeySql("f.rowid")}
         WHERE datasets_fts MATCH ? ORDER BY d.downloads DESC, d.rowid DESC`,
        [toFullTextQuery(search, ["id", "author"]) ?? ""],
      )
      .map((row) => row.id);
  }

  function searchedDatasetIds(store: Store, search: string): string[] {
    const ids: string[] = [];
    let cursor: string | undefined;
    do {
      const page = store.datasets.list({ search, limit: 2, ...(cursor ? { cursor } : {}) });
      ids.push(...page.items.map((dataset) => dataset.id));
      cursor = page.nextCursor;
    } while (cursor);
    return ids;
  }

  it.each(["llama", "lla", "llama 2", "l", "qwen2", "bert", "caf", "nothingmatches"])(
    "list and count %j as FTS5's prefix query does",
    (search) => {
      const store = openStore(":memory:");
      stores.push(store);
      store.datasets.upsertMany([
        ...NAMES.map((id, i) => ({ id, downloads: (i * 37) % 11 })),
        { id: "acme/creme-1", author: "Crème Café", downloads: 3 },
      ]);
      const expected = datasetPrefixQueryIds(store, search);
      expect(searchedDatasetIds(store, search)).toEqual(expected);
      expect(store.datasets.count({ search })).toBe(expected.length);
    },
  );
});
