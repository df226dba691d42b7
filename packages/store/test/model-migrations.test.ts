import { describe, expect, it } from "vitest";
import { openDatabase } from "../src/database";
import { initialSchema } from "../src/migrations/001-initial-schema";
import { migrate } from "../src/migrations/index";
import { encodeLeb128TagIds } from "../src/migrations/leb128-tag-id-list";
import type { ModelQuery } from "../src/models/model-query";
import { encodeTagIds } from "../src/models/tag-id-list";
import { createStore, type SqliteStore } from "../src/sqlite-store";
import { LOCAL_APP_LISTINGS, LOCAL_APP_MODELS } from "./local-app-tags-fixture";
import { databaseAtVersion, versionsAfter } from "./migration-test-helpers";

/** The ids of a listing's first page. */
async function listedIds(store: SqliteStore, query: ModelQuery): Promise<string[]> {
  return (await store.models.list(query)).items.map((m) => m.id);
}

describe("002 search keyed by downloads", () => {
  it("rebuilds the model search index from the stored records, in download order", async () => {
    const db = openDatabase(":memory:");
    migrate(db, [initialSchema]);
    const records = [
      { id: "acme/llama-small", author: "acme", downloads: 7, readme: "---\nlicense: mit\n---\nA tiny owl." },
      { id: "acme/llama-big", author: "acme", downloads: 900 },
      { id: "zed/other", author: "zed", downloads: 50, description: "owl helper" },
    ];
    for (const [index, record] of records.entries()) {
      db.run("INSERT INTO models (id, author, downloads, record) VALUES (?, ?, ?, ?)", [
        record.id,
        record.author,
        record.downloads,
        JSON.stringify(record),
      ]);
      // Version 1 keyed search rows by the model rowid.
      db.run("INSERT INTO models_fts (rowid, id, author, card) VALUES (?, ?, ?, '')", [
        index + 1,
        record.id.replace("/", " "),
        record.author,
      ]);
    }
    expect(migrate(db)).toEqual(versionsAfter(1));
    const store = createStore(db);
    expect(await listedIds(store, { search: "llama" })).toEqual(["acme/llama-big", "acme/llama-small"]);
    expect(await listedIds(store, { search: "owl", fullText: true })).toEqual([
      "zed/other",
      "acme/llama-small",
    ]);
    expect(db.get("SELECT count(*) AS n FROM models_names WHERE models_names MATCH 'acme'")).toEqual({
      n: 2,
    });
  });
});

describe("003 model records apart", () => {
  it("moves raw records to model_records, names the id index and indexes camel-case words", async () => {
    const db = databaseAtVersion(2);
    const records = [
      {
        id: "acme/TinyLlama-1B",
        author: "acme",
        downloads: 7,
        pipeline_tag: "text-generation",
        extra: [1],
        inferenceProviderMapping: { together: { providerId: "acme/tiny", status: "live" } },
      },
      { id: "zed/bert-base", author: "zed", downloads: 50 },
    ];
    for (const record of records) {
      db.run(
        "INSERT INTO models (id, author, downloads, pipeline_tag, tags, record) VALUES (?, ?, ?, ?, '[]', ?)",
        [record.id, record.author, record.downloads, record.pipeline_tag ?? null, JSON.stringify(record)],
      );
    }
    expect(migrate(db)).toEqual(versionsAfter(2));
    const columns = db.all<{ name: string }>("PRAGMA table_info(models)").map((c) => c.name);
    expect(columns).not.toContain("record");
    expect(db.get("SELECT count(*) AS n FROM model_records")).toEqual({ n: 2 });
    expect(() => db.run("INSERT INTO models (id) VALUES ('zed/bert-base')")).toThrow(/UNIQUE/);
    const store = createStore(db);
    expect(await store.models.getRaw("acme/TinyLlama-1B")).toEqual(records[0]);
    expect(await listedIds(store, { pipelineTag: "text-generation" })).toEqual(["acme/TinyLlama-1B"]);
    // "llama" is a word of TinyLlama now; the whole name still matches as before.
    // Records that predate derived tags get them.
    expect(await listedIds(store, { inferenceProviders: ["together"] })).toEqual(["acme/TinyLlama-1B"]);
    expect(await store.models.facetCounts("tag", { prefix: "inference_provider:" })).toEqual([
      { value: "inference_provider:*", count: 1 },
      { value: "inference_provider:together", count: 1 },
    ]);
    for (const search of ["llama", "tiny llama 1b", "tinyllama 1b", "bert"]) {
      expect((await store.models.list({ search })).items.length, search).toBe(1);
    }
  });
});

describe("004 task and library pair counts", () => {
  it("counts the models of each task and library pair already stored", async () => {
    const db = databaseAtVersion(3);
    // Rows as version 3 wrote them: without pair counts.
    for (const [id, task, library] of [
      ["a/one", "text-generation", "transformers"],
      ["a/two", "text-generation", "transformers"],
      ["a/three", "text-generation", "diffusers"],
      ["a/four", "translation", "transformers"],
      ["a/five", "translation", null],
      ["a/six", null, "peft"],
    ]) {
      const { lastInsertRowid } = db.run(
        "INSERT INTO models (id, pipeline_tag, library_name) VALUES (?, ?, ?)",
        [id ?? null, task ?? null, library ?? null],
      );
      db.run("INSERT INTO model_records (rowid, record) VALUES (?, ?)", [
        lastInsertRowid,
        JSON.stringify({ id, pipeline_tag: task ?? undefined, library_name: library ?? undefined }),
      ]);
    }
    expect(migrate(db)).toEqual(versionsAfter(3));
    const store = createStore(db);
    expect(await store.models.facetCountsWithin("library", { pipelineTag: "text-generation" })).toEqual([
      { value: "transformers", count: 2 },
      { value: "diffusers", count: 1 },
    ]);
    expect(await store.models.facetCountsWithin("pipeline_tag", { library: "transformers" })).toEqual([
      { value: "text-generation", count: 2 },
      { value: "translation", count: 1 },
    ]);
    expect(await store.models.count({ pipelineTag: "translation", library: "transformers" })).toBe(1);
    expect(await store.models.count({ pipelineTag: "translation", library: "peft" })).toBe(0);
  });
});

describe("005 ties by downloads", () => {
  it("indexes likes and trending scores with downloads after them, for models and datasets", () => {
    const db = openDatabase(":memory:");
    migrate(db);
    for (const index of [
      "models_by_likes",
      "models_by_trending",
      "datasets_by_likes",
      "datasets_by_trending",
    ]) {
      const columns = db.all<{ name: string }>(`PRAGMA index_info(${index})`).map((column) => column.name);
      expect(columns.at(1), index).toBe("downloads");
    }
  });
});

describe("006 files from records", () => {
  it("drops model_files; a model's files still come from its record, sizes and duplicates as before", async () => {
    const db = databaseAtVersion(5);
    const record = {
      id: "a/one",
      siblings: [
        { rfilename: "w.gguf", size: 7 },
        { rfilename: "README.md" },
        { rfilename: "w.gguf", size: 9 },
      ],
    };
    // As version 5 wrote it: the files in model_files too.
    db.run("INSERT INTO models (rowid, id) VALUES (1, 'a/one')");
    db.run("INSERT INTO model_records (rowid, record) VALUES (1, ?)", [JSON.stringify(record)]);
    db.run(
      "INSERT INTO model_files (model_rowid, rfilename, size) VALUES (1, 'w.gguf', 7), (1, 'README.md', NULL)",
    );
    expect(migrate(db)).toEqual(versionsAfter(5));
    const store = createStore(db);
    expect(db.get("SELECT name FROM sqlite_master WHERE name = 'model_files'")).toBeUndefined();
    expect(await store.models.files("a/one")).toEqual([
      { rfilename: "README.md" },
      { rfilename: "w.gguf", size: 7 },
    ]);
  });
});

describe("007 tag ids in model rows", () => {
  it("names each model's own tags by id, in order, and drops the JSON column; tag listings go on as before", async () => {
    const db = databaseAtVersion(6);
    const ownTags = [["b", "a", 'say "hi"', "模型 🤗", "__proto__"], ["a", "gguf"], []];
    // As version 6 wrote them: the JSON text of the own tags, a tag name row per tag, tag rows.
    for (const [index, tags] of ownTags.entries()) {
      const rowid = index + 1;
      db.run("INSERT INTO models (rowid, id, downloads, tags) VALUES (?, ?, ?, ?)", [
        rowid,
        `acme/m${rowid}`,
        rowid * 10,
        JSON.stringify(tags),
      ]);
      db.run("INSERT INTO model_records (rowid, record) VALUES (?, ?)", [
        rowid,
        JSON.stringify({ id: `acme/m${rowid}`, downloads: rowid * 10, tags }),
      ]);
      for (const tag of tags) {
        db.run("INSERT OR IGNORE INTO model_tag_names (tag) VALUES (?)", [tag]);
        db.run(
          "INSERT INTO model_tags (tag, downloads, model_rowid) SELECT id, ?, ? FROM model_tag_names WHERE tag = ?",
          [rowid * 10, rowid, tag],
        );
      }
    }
    expect(migrate(db)).toEqual(versionsAfter(6));
    const columns = db.all<{ name: string }>("PRAGMA table_info(models)").map((c) => c.name);
    expect(columns).toContain("tag_ids");
    expect(columns).not.toContain("tags");
    const store = createStore(db);
    expect(
      (await store.models.list({ sort: "downloads", direction: "asc" })).items.map((m) => m.tags),
    ).toEqual(ownTags);
    expect(await listedIds(store, { tags: ["a"] })).toEqual(["acme/m2", "acme/m1"]);
    // An update replaces the tags it stored before, tag rows and all.
    await store.models.upsert({ id: "acme/m1", downloads: 10, tags: ["c"] });
    expect((await store.models.getMany(["acme/m1"]))[0]?.tags).toEqual(["c"]);
    expect(await listedIds(store, { tags: ["a"] })).toEqual(["acme/m2"]);
  });
});

describe("008 common tags without rows", () => {
  it("rewrites each model's tag list in the searchable form and marks every tag as listed", async () => {
    const db = databaseAtVersion(7);
    // Ids past one byte in both forms: 200 names first, so that later tags get ids of 201 on.
    for (let i = 0; i < 200; i++) db.run("INSERT INTO model_tag_names (tag) VALUES (?)", [`filler${i}`]);
    const ownTags = [["b", "a", "模型"], ["a"], []];
    for (const [index, tags] of ownTags.entries()) {
      const rowid = index + 1;
      const ids = tags.map(
        (tag) =>
          db.get<{ id: number }>("SELECT id FROM model_tag_names WHERE tag = ?", [tag])?.id ??
          db.run("INSERT INTO model_tag_names (tag) VALUES (?)", [tag]).lastInsertRowid,
      );
      // As version 7 wrote them: LEB128 lists, and a tag row per tag.
      db.run("INSERT INTO models (rowid, id, downloads, tag_ids) VALUES (?, ?, ?, ?)", [
        rowid,
        `acme/m${rowid}`,
        rowid * 10,
        encodeLeb128TagIds(ids),
      ]);
      db.run("INSERT INTO model_records (rowid, record) VALUES (?, ?)", [
        rowid,
        JSON.stringify({ id: `acme/m${rowid}`, downloads: rowid * 10, tags }),
      ]);
      for (const id of ids) {
        db.run("INSERT INTO model_tags (tag, downloads, model_rowid) VALUES (?, ?, ?)", [
          id,
          rowid * 10,
          rowid,
        ]);
      }
    }
    expect(migrate(db)).toEqual(versionsAfter(7));
    const tagA = db.get<{ id: number }>("SELECT id FROM model_tag_names WHERE tag = 'a'")?.id ?? 0;
    expect(tagA).toBeGreaterThan(200);
    const list = db.get<{ tag_ids: Uint8Array }>("SELECT tag_ids FROM models WHERE rowid = 2")?.tag_ids;
    expect(list).toEqual(Buffer.from(encodeTagIds([tagA])));
    const store = createStore(db);
    expect(
      (await store.models.list({ sort: "downloads", direction: "asc" })).items.map((m) => m.tags),
    ).toEqual(ownTags);
    expect(await listedIds(store, { tags: ["a"] })).toEqual(["acme/m2", "acme/m1"]);
  });
});

describe("009 exact search keys", () => {
  it("rewrites the full-text rows of models past 4,194,304 downloads; searches find them again", async () => {
    const db = databaseAtVersion(8);
    const models = [
      { rowid: 1, id: "acme/popular-one", downloads: 50_000_000, readme: "about owls" },
      { rowid: 2, id: "acme/popular-two", downloads: 50_000_000, readme: "" },
      { rowid: 3, id: "acme/modest", downloads: 10, readme: "about owls" },
    ];
    for (const { rowid, id, downloads, readme } of models) {
      db.run("INSERT INTO models (rowid, id, author, downloads) VALUES (?, ?, 'acme', ?)", [
        rowid,
        id,
        downloads,
      ]);
      db.run("INSERT INTO model_records (rowid, record) VALUES (?, ?)", [
        rowid,
        JSON.stringify({ id, downloads, cardData: {}, readme }),
      ]);
      // As version 8 wrote keys: the rowid added as a real, which rounds above 2^53. Models 1
      // and 2 got one key, rowid part 0; the second insert left a single row there.
      db.run(
        "INSERT INTO models_fts (rowid, id, author, card) VALUES (((min(max(CAST(? AS INTEGER), 0), 4294967295) << 31) + ?), ?, 'acme', ?)",
        [downloads, rowid, id.replace("/", " ").replaceAll("-", " "), readme],
      );
    }
    expect(db.get("SELECT count(*) AS n FROM models_fts_docsize")).toEqual({ n: 2 });

    expect(migrate(db)).toEqual(versionsAfter(8));
    const store = createStore(db);
    expect(await listedIds(store, { search: "popular" })).toEqual(["acme/popular-two", "acme/popular-one"]);
    expect(await listedIds(store, { search: "owls", fullText: true })).toEqual([
      "acme/popular-one",
      "acme/modest",
    ]);
    expect(db.get("SELECT count(*) AS n FROM models_names_docsize")).toEqual({ n: 3 });
    db.run("INSERT INTO models_names (models_names, rank) VALUES ('integrity-check', 0)");
  });
});

describe("010 one-character prefix index", () => {
  it("rebuilds the model search index with a prefix index; searches find the same models", async () => {
    const db = databaseAtVersion(9);
    const models = [
      { rowid: 1, id: "acme/ultra-small", author: "acme", downloads: 7, readme: "A tiny owl." },
      { rowid: 2, id: "acme/TinyLlama-3B", author: "acme", downloads: 900, readme: "" },
      { rowid: 3, id: "zed/other", author: "Umbra Labs", downloads: 50, readme: "owl helper" },
    ];
    for (const { rowid, id, author, downloads, readme } of models) {
      db.run("INSERT INTO models (rowid, id, author, downloads) VALUES (?, ?, ?, ?)", [
        rowid,
        id,
        author,
        downloads,
      ]);
      db.run("INSERT INTO model_records (rowid, record) VALUES (?, ?)", [
        rowid,
        JSON.stringify({ id, author, downloads, readme }),
      ]);
    }
    // A model row without its record (none should be): its id stays searchable.
    db.run("INSERT INTO models (rowid, id, author, downloads) VALUES (4, 'acme/orphan', 'acme', 1)");

    expect(migrate(db)).toEqual(versionsAfter(9));
    const table = db.get<{ sql: string }>("SELECT sql FROM sqlite_schema WHERE name = 'models_names'");
    expect(table?.sql).toContain("tokenize = 'trigram'");
    const store = createStore(db);
    expect(await listedIds(store, { search: "u" })).toEqual(["zed/other", "acme/ultra-small"]);
    expect(await listedIds(store, { search: "llama 3" })).toEqual(["acme/TinyLlama-3B"]);
    expect(await listedIds(store, { search: "owl", fullText: true })).toEqual([
      "zed/other",
      "acme/ultra-small",
    ]);
    expect(await store.models.count({ search: "t" })).toBe(3);
    expect(await listedIds(store, { search: "orph" })).toEqual(["acme/orphan"]);
    db.run("INSERT INTO models_names (models_names, rank) VALUES ('integrity-check', 0)");
  });
});

describe("016 library tags", () => {
  it("indexes each model under its library_name and counts libraries from tags; updates keep them", async () => {
    const db = databaseAtVersion(15);
    const models = [
      {
        id: "a/tagged-gguf",
        task: "text-generation",
        library: "transformers",
        tags: ["gguf", "transformers"],
      },
      { id: "a/gguf-library", task: "text-generation", library: "gguf", tags: [] },
      { id: "a/diffusion", task: "text-to-image", library: "diffusers", tags: ["en"] },
      { id: "a/tag-only", task: "text-generation", library: null, tags: ["transformers"] },
    ];
    // As version 15 wrote them: tag rows and counts for the own tags only, libraries counted by
    // library_name.
    const tally = (facet: string, value: string) =>
      db.run(
        `INSERT INTO facet_counts (subject, facet, value, count) VALUES ('model', ?, ?, 1)
         ON CONFLICT (subject, facet, value) DO UPDATE SET count = count + 1`,
        [facet, value],
      );
    for (const [index, { id, task, library, tags }] of models.entries()) {
      const rowid = index + 1;
      const downloads = 100 - rowid;
      const ids = tags.map((tag) => {
        db.run("INSERT OR IGNORE INTO model_tag_names (tag) VALUES (?)", [tag]);
        return db.get<{ id: number }>("SELECT id FROM model_tag_names WHERE tag = ?", [tag])?.id ?? 0;
      });
      db.run(
        `INSERT INTO models (rowid, id, pipeline_tag, library_name, downloads, tag_ids, derived_tags)
         VALUES (?, ?, ?, ?, ?, ?, '[]')`,
        [rowid, id, task, library, downloads, encodeTagIds(ids)],
      );
      const record = {
        id,
        pipeline_tag: task,
        downloads,
        tags,
        ...(library ? { library_name: library } : {}),
      };
      db.run("INSERT INTO model_records (rowid, record) VALUES (?, ?)", [rowid, JSON.stringify(record)]);
      for (const tagId of ids) {
        db.run("INSERT INTO model_tags (tag, downloads, model_rowid) VALUES (?, ?, ?)", [
          tagId,
          downloads,
          rowid,
        ]);
      }
      for (const tag of tags) tally("tag", tag);
      tally("pipeline_tag", task);
      if (library) {
        tally("library", library);
        tally("pipeline_tag+library", JSON.stringify([task, library]));
      }
    }

    expect(migrate(db)).toEqual(versionsAfter(15));
    const store = createStore(db);
    // Migration 017 indexes the stored models' names by trigrams, whatever version wrote them.
    expect(await listedIds(store, { search: "GUF-lib" })).toEqual(["a/gguf-library"]);
    expect(await listedIds(store, { search: "f", pipelineTag: "text-to-image" })).toEqual(["a/diffusion"]);
    expect(await listedIds(store, { library: "gguf" })).toEqual(["a/tagged-gguf", "a/gguf-library"]);
    expect(await store.models.total({ library: "gguf" })).toEqual({ count: 2, exact: true });
    expect(await store.models.count({ library: "transformers", pipelineTag: "text-generation" })).toBe(2);
    expect(await store.models.count({ library: "diffusers" })).toBe(1);
    // Libraries are the catalogue's among the tags: gguf is none.
    expect(await store.models.facetCounts("library")).toEqual([
      { value: "transformers", count: 2 },
      { value: "diffusers", count: 1 },
    ]);
    expect(await store.models.facetCountsWithin("library", { pipelineTag: "text-generation" })).toEqual([
      { value: "transformers", count: 2 },
    ]);
    expect(await store.models.facetCountsWithin("pipeline_tag", { library: "transformers" })).toEqual([
      { value: "text-generation", count: 2 },
    ]);
    // The local apps' derived tags aside (a/tag-only is one vLLM serves: see 018).
    const tags = await store.models.facetCounts("tag");
    expect(tags.filter((tag) => !tag.value.startsWith("local-apps:")).slice(0, 3)).toEqual([
      { value: "gguf", count: 2 },
      { value: "transformers", count: 2 },
      { value: "diffusers", count: 1 },
    ]);
    // The tags a model shows are still its own.
    expect((await store.models.getMany(["a/gguf-library"]))[0]?.tags).toEqual([]);
    // An update takes the derived library tag away with the rest.
    await store.models.upsert({
      id: "a/gguf-library",
      pipeline_tag: "text-generation",
      library_name: "peft",
      downloads: 98,
    });
    expect(await listedIds(store, { library: "gguf" })).toEqual(["a/tagged-gguf"]);
    expect(await store.models.facetCounts("tag", { prefix: "gguf" })).toEqual([{ value: "gguf", count: 1 }]);
    expect(await store.models.facetCountsWithin("library", { pipelineTag: "text-generation" })).toEqual([
      { value: "transformers", count: 2 },
      { value: "peft", count: 1 },
    ]);
  });
});

describe("018 local app tags", () => {
  it("tags the models of vLLM, SGLang, the agents and LM Studio, and the memory GGUF models fit in, from their records", async () => {
    // Written by today's store (its rows have columns version 17 lacked), then put back to 17's tags.
    const db = databaseAtVersion(versionsAfter(0).length);
    const store = createStore(db);
    await store.models.upsertMany(LOCAL_APP_MODELS);
    // As version 17 wrote them: the GGUF runners' tag alone among the local apps'.
    db.exec(`
      DELETE FROM model_tags WHERE tag IN (SELECT id FROM model_tag_names
        WHERE (tag LIKE 'local-apps:%' AND tag <> 'local-apps:gguf') OR tag LIKE 'gguf-fits:%');
      UPDATE models SET derived_tags = (SELECT json_group_array(value) FROM json_each(models.derived_tags)
        WHERE (value NOT LIKE 'local-apps:%' OR value = 'local-apps:gguf') AND value NOT LIKE 'gguf-fits:%');
      DELETE FROM facet_counts WHERE facet = 'tag'
        AND ((value LIKE 'local-apps:%' AND value <> 'local-apps:gguf') OR value LIKE 'gguf-fits:%');
      PRAGMA user_version = 17;
    `);
    expect(await store.models.facetCounts("tag", { prefix: "local-apps:" })).toEqual([
      { value: "local-apps:gguf", count: 1 },
    ]);

    expect(await store.models.count({ fitsMemoryGb: 4 })).toBe(0);

    expect(migrate(db)).toEqual(versionsAfter(17));
    expect(await listedIds(store, { fitsMemoryGb: 4 })).toEqual(["a/gguf-agent"]);
    for (const [app, ids] of Object.entries(LOCAL_APP_LISTINGS)) {
      expect(await listedIds(store, { apps: [app] }), app).toEqual(ids);
      expect(await store.models.count({ apps: [app] }), app).toBe(ids.length);
    }
    expect(await store.models.facetCounts("tag", { prefix: "local-apps:vllm" })).toEqual([
      { value: "local-apps:vllm", count: 2 },
    ]);
    // Run again, it adds nothing twice; an update keeps the tags in step.
    db.exec("PRAGMA user_version = 17");
    migrate(db);
    expect(await store.models.count({ apps: ["vllm"] })).toBe(2);
    await store.models.upsertMany([{ ...LOCAL_APP_MODELS[0], config: {} }]);
    expect(await listedIds(store, { apps: ["sglang"] })).toEqual([]);
    expect(await store.models.facetCounts("tag", { prefix: "local-apps:sglang" })).toEqual([]);
  });
});

describe("020 parameter counts", () => {
  it("gives stored models their parameter counts and models with a base model their derived tag", async () => {
    const db = databaseAtVersion(versionsAfter(0).length);
    const store = createStore(db);
    await store.models.upsertMany([
      { id: "a/base", tags: ["en"], downloads: 30, safetensors: { total: 7_000_000_000 } },
      { id: "a/tune", tags: ["base_model:a/base", "base_model:finetune:a/base"], downloads: 20 },
      { id: "a/quant", tags: ["base_model:quantized:a/base"], downloads: 10, gguf: { total: 7_000_000_000 } },
    ]);
    // As version 19 left them: no counts, no derived tag.
    db.exec(`
      UPDATE models SET num_parameters = 0;
      DELETE FROM model_tags WHERE tag = (SELECT id FROM model_tag_names WHERE tag = 'base_model:*');
      UPDATE models SET derived_tags = '[]';
      DELETE FROM facet_counts WHERE facet = 'tag' AND value = 'base_model:*';
      PRAGMA user_version = 19;
    `);
    expect(await listedIds(store, { numParameters: { min: 1 } })).toEqual([]);
    expect(await listedIds(store, { baseModelsOnly: true })).toHaveLength(3);

    expect(migrate(db)).toEqual(versionsAfter(19));
    expect(await listedIds(store, { numParameters: { min: 6e9, max: 8e9 } })).toEqual(["a/base", "a/quant"]);
    expect(await listedIds(store, { baseModelsOnly: true })).toEqual(["a/base"]);
    expect(await store.models.facetCounts("tag", { prefix: "base_model:*" })).toEqual([
      { value: "base_model:*", count: 2 },
    ]);
    // Run again, it adds nothing twice.
    db.exec("PRAGMA user_version = 19");
    migrate(db);
    expect(await store.models.facetCounts("tag", { prefix: "base_model:*" })).toEqual([
      { value: "base_model:*", count: 2 },
    ]);
    expect(await store.models.count({ derivedFrom: { id: "a/base" } })).toBe(1);
  });
});
