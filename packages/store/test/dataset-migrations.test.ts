import { describe, expect, it } from "vitest";
import type { DatasetQuery } from "../src/datasets/dataset-repository";
import { migrate } from "../src/migrations/index";
import { createStore } from "../src/sqlite-store";
import { databaseAtVersion, versionsAfter } from "./migration-test-helpers";

describe("011 dataset one-character prefix index", () => {
  it("rebuilds the dataset search index with a prefix index; searches find the same datasets", async () => {
    const db = databaseAtVersion(10);
    const datasets = [
      { rowid: 1, id: "acme/ultra-chat", downloads: 7, description: "chat turns", readme: "About owls." },
      { rowid: 2, id: "nyu/squad-1.1", downloads: 900, description: "", readme: "" },
      {
        rowid: 3,
        // A legacy bare id keeps its record's author.
        id: "other",
        author: "Umbra Labs",
        downloads: 50,
        description: "",
        readme: "owl calls",
      },
    ];
    for (const { rowid, id, author, downloads, description, readme } of datasets) {
      const record = { id, author: author ?? id.slice(0, id.indexOf("/")), downloads, description, readme };
      db.run(
        "INSERT INTO datasets (rowid, id, author, downloads, tags, record) VALUES (?, ?, ?, ?, '[]', ?)",
        [rowid, id, record.author, downloads, JSON.stringify(record)],
      );
      // As version 10 wrote the full-text rows.
      db.run("INSERT INTO datasets_fts (rowid, id, author, card) VALUES (?, ?, ?, ?)", [
        rowid,
        id.replace("/", " "),
        record.author,
        `${description}\n${readme}`,
      ]);
    }
    // A stored record the normalizer now refuses: the dataset's id stays searchable.
    db.run(
      "INSERT INTO datasets (rowid, id, author, downloads, tags, record) VALUES (4, 'acme/orphan', 'acme', 1, '[]', '[]')",
    );
    db.run("INSERT INTO datasets_fts (rowid, id, author, card) VALUES (4, 'acme orphan', 'acme', '')");

    expect(migrate(db)).toEqual(versionsAfter(10));
    const table = db.get<{ sql: string }>("SELECT sql FROM sqlite_schema WHERE name = 'datasets_names'");
    expect(table?.sql).toContain("tokenize = 'trigram'");
    const store = createStore(db);
    const ids = async (query: DatasetQuery) => (await store.datasets.list(query)).items.map((d) => d.id);
    expect(await ids({ search: "u" })).toEqual(["nyu/squad-1.1", "other", "acme/ultra-chat"]);
    expect(await ids({ search: "squad 1" })).toEqual(["nyu/squad-1.1"]);
    expect(await ids({ search: "owl", fullText: true })).toEqual(["other", "acme/ultra-chat"]);
    expect(await ids({ search: "orph" })).toEqual(["acme/orphan"]);
    expect(await store.datasets.count({ search: "a" })).toBe(4);
    db.run("INSERT INTO datasets_names (datasets_names, rank) VALUES ('integrity-check', 0)");
  });
});

describe("012 dataset search keyed by downloads", () => {
  it("rewrites each dataset's full-text row under its downloads key; searches page in download order", async () => {
    const db = databaseAtVersion(11);
    const datasets = [
      { rowid: 1, id: "acme/owl-calls", downloads: 7, description: "bird sounds" },
      { rowid: 2, id: "nyu/owl-squad", downloads: 900, description: "" },
      { rowid: 3, id: "zed/owl-mix", downloads: 50, description: "owl and bird" },
      { rowid: 4, id: "zed/owl-tie", downloads: 50, description: "" },
    ];
    for (const { rowid, id, downloads, description } of datasets) {
      const author = id.slice(0, id.indexOf("/"));
      const record = { id, author, downloads, description };
      db.run(
        "INSERT INTO datasets (rowid, id, author, downloads, tags, record) VALUES (?, ?, ?, ?, '[]', ?)",
        [rowid, id, author, downloads, JSON.stringify(record)],
      );
      // As version 11 wrote them: keyed by the dataset's rowid.
      db.run("INSERT INTO datasets_fts (rowid, id, author, card) VALUES (?, ?, ?, ?)", [
        rowid,
        id.replace("/", " "),
        author,
        `${description}\n`,
      ]);
    }
    // A stored record the normalizer now refuses: the dataset's id stays searchable.
    db.run(
      "INSERT INTO datasets (rowid, id, author, downloads, tags, record) VALUES (5, 'acme/owl-orphan', 'acme', 3, '[]', '[]')",
    );
    db.run("INSERT INTO datasets_fts (rowid, id, author, card) VALUES (5, 'acme owl-orphan', 'acme', '')");

    expect(migrate(db)).toEqual(versionsAfter(11));
    const keys = db
      .all<{ rowid: number }>("SELECT rowid FROM datasets_fts ORDER BY rowid")
      .map((r) => r.rowid);
    // (downloads << 31) + rowid, in key order.
    expect(keys).toEqual([
      3 * 2 ** 31 + 5,
      7 * 2 ** 31 + 1,
      50 * 2 ** 31 + 3,
      50 * 2 ** 31 + 4,
      900 * 2 ** 31 + 2,
    ]);
    const store = createStore(db);
    const ids: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await store.datasets.list({ search: "owl", limit: 2, ...(cursor ? { cursor } : {}) });
      ids.push(...page.items.map((d) => d.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(ids).toEqual(["nyu/owl-squad", "zed/owl-tie", "zed/owl-mix", "acme/owl-calls", "acme/owl-orphan"]);
    expect((await store.datasets.list({ search: "bird", fullText: true })).items.map((d) => d.id)).toEqual([
      "zed/owl-mix",
      "acme/owl-calls",
    ]);
    expect(await store.datasets.count({ search: "o" })).toBe(5);
    db.run("INSERT INTO datasets_fts (datasets_fts, rank) VALUES ('integrity-check', 0)");
  });
});
