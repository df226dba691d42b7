import { execFileSync, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { importPath } from "../src/import/import-path";
import { openSqliteStore, type SqliteStore } from "../src/sqlite-store";
import { importFailure, writeUnder } from "./import-test-helpers";

let dir: string;
let store: SqliteStore;

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), "modelhub-import-"));
  store = await openSqliteStore(":memory:");
});
afterEach(async () => {
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

function write(name: string, content: string): string {
  return writeUnder(dir, name, content);
}

describe("importPath: files", () => {
  it("imports a JSON Lines dump of models, blank lines and CRLF included", async () => {
    const path = write(
      "models.jsonl",
      '{"id":"a/one","pipeline_tag":"text-generation","downloads":5}\r\n\n{"id":"a/two","tags":["x"]}\n',
    );
    const summary = await importPath(store, path);
    expect(summary).toMatchObject({ kind: "models", format: "jsonl", records: 2, inserted: 2, updated: 0 });
    expect((await store.models.get("a/one"))?.pipeline_tag).toBe("text-generation");
    expect((await store.models.list({ tags: ["x"] })).items.map((m) => m.id)).toEqual(["a/two"]);
  });

  it("reads files that start with a byte order mark (as Windows editors write them)", async () => {
    const bom = "\uFEFF";
    const lines = write("bom.jsonl", `${bom}{"id":"a/one","downloads":5}\n{"id":"a/two"}\n`);
    expect(await importPath(store, lines)).toMatchObject({ format: "jsonl", records: 2, inserted: 2 });
    // The record is kept as written, without the mark.
    expect(
      store.db.get(
        "SELECT r.record FROM models m JOIN model_records r ON r.rowid = m.rowid WHERE m.id = 'a/one'",
      ),
    ).toEqual({ record: '{"id":"a/one","downloads":5}' });
    const array = write("bom.json", `${bom}[{"id":"a/three"}]`);
    expect(await importPath(store, array)).toMatchObject({ format: "json", records: 1 });
    write("repos/acme/card/README.md", `${bom}---\npipeline_tag: fill-mask\nlicense: mit\n---\n# Card\n`);
    write("repos/acme/card/config.json", `${bom}{"model_type":"bert"}`);
    await importPath(store, join(dir, "repos"));
    expect(await store.models.get("acme/card")).toMatchObject({
      pipeline_tag: "fill-mask",
      cardData: { license: "mit" },
      config: { model_type: "bert" },
    });
  });

  it("imports a Hub API JSON array and a single JSON object", async () => {
    const array = write(
      "page.json",
      JSON.stringify([{ id: "a/one", likes: 3 }, { modelId: "a/two" }], null, 2),
    );
    expect(await importPath(store, array)).toMatchObject({ format: "json", records: 2 });
    const single = write("info.json", JSON.stringify({ id: "a/three", siblings: [{ rfilename: "x.bin" }] }));
    expect(await importPath(store, single)).toMatchObject({ records: 1 });
    expect(await store.models.files("a/three")).toEqual([{ rfilename: "x.bin" }]);
    expect(await store.models.count()).toBe(3);
  });

  it("detects the format of a file without a known extension", async () => {
    expect(await importPath(store, write("dump.txt", '{"id":"a/one"}\n{"id":"a/two"}\n'))).toMatchObject({
      format: "jsonl",
    });
    expect(await importPath(store, write("dump.out", ' [{"id":"a/three"}]'))).toMatchObject({
      format: "json",
    });
  });

  it("imports datasets when asked or when the file name says so", async () => {
    const path = write(
      "hub-datasets.jsonl",
      '{"id":"nyu/glue","cardData":{"task_categories":["text-classification"]}}\n',
    );
    expect(await importPath(store, path)).toMatchObject({ kind: "datasets", inserted: 1 });
    expect(
      (await store.datasets.list({ taskCategory: "text-classification" })).items.map((d) => d.id),
    ).toEqual(["nyu/glue"]);
    const other = write("other.jsonl", '{"id":"acme/d"}\n');
    expect(await importPath(store, other, { kind: "datasets" })).toMatchObject({ kind: "datasets" });
    expect(await store.models.count()).toBe(0);
  });

  it("refuses a kind guessed from the name that the first record plainly contradicts, writing nothing", async () => {
    await store.models.upsert({ id: "keep/me" });
    const datasets = [
      '\n{"id":"nyu/glue","tags":["task_categories:text-classification","size_categories:10K<n<100K"]}',
      '{"id":"acme/other","cardData":{"task_categories":["translation"]}}',
    ].join("\n");
    const dump = write("hub-dump.jsonl", datasets);
    const error = await importFailure(() => importPath(store, dump));
    expect(error.line).toBe(2);
    expect(error.problem).toMatch(/looks like a dataset record.*--kind datasets/);
    // A JSON array is checked on its first element, models named as datasets too.
    const array = write(
      "page.json",
      JSON.stringify([{ id: "acme/ds", cardData: { task_categories: ["x"] } }]),
    );
    expect((await importFailure(() => importPath(store, array))).problem).toMatch(/--kind datasets/);
    const models = write("my-datasets.jsonl", '{"id":"acme/llm","pipeline_tag":"text-generation"}\n');
    expect((await importFailure(() => importPath(store, models))).problem).toMatch(
      /looks like a model record.*--kind models/,
    );
    expect((await store.models.list()).items.map((m) => m.id)).toEqual(["keep/me"]);
    expect(await store.datasets.count()).toBe(0);
    // Named explicitly, either kind goes in as asked; a record showing neither kind is not checked.
    expect(await importPath(store, dump, { kind: "datasets" })).toMatchObject({
      kind: "datasets",
      inserted: 2,
    });
    expect(await importPath(store, dump, { kind: "models" })).toMatchObject({ kind: "models", inserted: 2 });
    expect(await importPath(store, write("plain.jsonl", '{"id":"acme/plain"}\n'))).toMatchObject({
      inserted: 1,
    });
  });

  it("upserts duplicates: the later record wins and is counted as an update", async () => {
    await store.models.upsert({ id: "a/one", downloads: 1, tags: ["old"] });
    const path = write(
      "dup.jsonl",
      '{"id":"a/one","downloads":2,"tags":["new"]}\n{"id":"a/one","downloads":3,"tags":["newer"]}\n',
    );
    expect(await importPath(store, path)).toMatchObject({ records: 2, inserted: 0, updated: 2 });
    expect(await store.models.get("a/one")).toMatchObject({ downloads: 3, tags: ["newer"] });
    expect(await store.models.facetCounts("tag")).toEqual([{ value: "newer", count: 1 }]);
  });

  it("lets another connection keep listing and searching the committed data during a bulk import", {
    timeout: 60_000,
  }, async () => {
    const path = join(dir, "hub.db");
    const reader = await openSqliteStore(path);
    const count = 20_000;
    const lines = Array.from({ length: count }, (_, i) =>
      JSON.stringify({ id: `new/llama-${i}`, tags: ["t"], pipeline_tag: "fill-mask", downloads: i }),
    );
    const dump = write("many.jsonl", `${lines.join("\n")}\n`);
    const source = (file: string) => JSON.stringify(resolve(import.meta.dirname, "../src", file));
    // The import runs in a process of its own, as `modelhub import` beside a server does, and says
    // when it has written its first record.
    const code = `
      const { openSqliteStore } = await import(${source("sqlite-store.ts")});
      const { importPath } = await import(${source("import/import-path.ts")});
      const store = await openSqliteStore(${JSON.stringify(path)});
      let told = false;
      await importPath(store, ${JSON.stringify(dump)}, { bulk: true, onProgress: () => {
        if (!told) process.stdout.write("writing\\n");
        told = true;
      } });
      await store.close();
    `;
    try {
      await reader.models.upsert({ id: "old/llama", tags: ["t"], pipeline_tag: "fill-mask", downloads: 9 });
      const importer = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", code], {
        stdio: ["ignore", "pipe", "inherit"],
      });
      let running = true;
      const exited = new Promise<number | null>((done) =>
        importer.on("exit", (status) => {
          running = false;
          done(status);
        }),
      );
      await new Promise((started) => importer.stdout.once("data", started));
      const read = async () => {
        const [total, found] = await Promise.all([
          reader.models.total({ tags: ["t"] }),
          reader.models.list({ search: "llama", limit: 2 }),
        ]);
        return `${total.count}: ${found.items.map((m) => m.id).join(", ")}`;
      };
      const before = "1: old/llama";
      const after = `${count + 1}: new/llama-${count - 1}, new/llama-${count - 2}`;
      const seen = new Set<string>();
      while (running) {
        seen.add(await read());
        await new Promise((wait) => setTimeout(wait, 2));
      }
      expect(await exited).toBe(0);
      // Reads went on while the import wrote, and saw the data before it or after it, never a part.
      expect(seen.has(before)).toBe(true);
      for (const state of seen) expect([before, after]).toContain(state);
      expect(await read()).toBe(after);
    } finally {
      await reader.close();
    }
  });

  it("gives an import a larger page cache and restores the connection's own, even after a failure", async () => {
    const cacheSize = () => store.db.get<{ cache_size: number }>("PRAGMA cache_size")?.cache_size;
    store.db.exec("PRAGMA cache_size = -2048");
    let during: number | undefined;
    await importPath(store, write("ok.jsonl", '{"id":"a/one"}\n'), {
      onProgress: () => {
        during = cacheSize();
      },
    });
    expect(during).toBeLessThan(-2048);
    expect(cacheSize()).toBe(-2048);
    await importFailure(() => importPath(store, write("bad.jsonl", '{"id":"a/two"}\n{"id":\n')));
    expect(cacheSize()).toBe(-2048);
  });

  it.runIf(process.platform !== "win32")(
    "rejects a named pipe by name instead of failing to read it",
    async () => {
      const pipe = join(dir, "models.jsonl");
      execFileSync("mkfifo", [pipe]);
      const failure = await importFailure(() => importPath(store, pipe));
      expect(failure.message).toMatch(
        /models\.jsonl: not a file or a folder \(save a stream to a file first\)$/,
      );
      expect(await store.models.count()).toBe(0);
    },
  );

  it("keeps each JSON Lines record's text as imported", async () => {
    const line = '{ "id": "a/one", "downloads": 5, "extra": {"nested": [1, 2.50]} }';
    await importPath(store, write("raw.jsonl", `${line}\n`));
    expect(
      store.db.get(
        "SELECT r.record FROM models m JOIN model_records r ON r.rowid = m.rowid WHERE m.id = 'a/one'",
      ),
    ).toEqual({ record: line });
    expect(await store.models.getRaw("a/one")).toEqual({
      id: "a/one",
      downloads: 5,
      extra: { nested: [1, 2.5] },
    });
  });

  it("gives the same result in bulk-load mode (used for very large files)", async () => {
    await store.models.upsert({ id: "a/one", tags: ["old"] });
    const path = write(
      "bulk.jsonl",
      '{"id":"a/one","tags":["x"]}\n{"id":"a/two","tags":["x"]}\n{"id":"a/two","tags":["y"]}\n',
    );
    expect(await importPath(store, path, { bulk: true })).toMatchObject({ inserted: 1, updated: 2 });
    expect((await store.models.list({ tags: ["x"] })).items.map((m) => m.id)).toEqual(["a/one"]);
    expect((await store.models.list({ tags: ["y"] })).items.map((m) => m.id)).toEqual(["a/two"]);
    expect(await store.models.facetCounts("tag")).toEqual([
      { value: "x", count: 1 },
      { value: "y", count: 1 },
    ]);
  });

  it("keeps partial records: missing and wrong-typed fields are dropped, the rest stored", async () => {
    const path = write(
      "partial.jsonl",
      '{"id":"a/one","downloads":"lots","config":[1],"cardData":{"license":"mit"}}\n',
    );
    await importPath(store, path);
    expect(await store.models.get("a/one")).toEqual({
      id: "a/one",
      author: "a",
      tags: [],
      cardData: { license: "mit" },
    });
  });

  it("stores huge fields (a 5 MB card on one line)", async () => {
    const readme = "word ".repeat(1_000_000);
    await importPath(store, write("huge.jsonl", `${JSON.stringify({ id: "a/huge", readme })}\n`));
    expect((await store.models.get("a/huge"))?.readme?.length).toBe(readme.length);
  });

  it.each([
    [
      "bad JSON on line 3",
      "bad.jsonl",
      '{"id":"a/one"}\n{"id":"a/two"}\n{"id": "a/three",\n',
      3,
      /invalid JSON/,
    ],
    ["a record without an id", "noid.jsonl", '{"id":"a/one"}\n{"downloads":1}\n', 2, /needs a string "id"/],
    [
      "an invalid id",
      "badid.jsonl",
      '{"id":"a/one"}\n\n{"id":"no spaces/allowed here"}\n',
      3,
      /invalid model id/,
    ],
    ["a non-object line", "array-line.jsonl", '{"id":"a/one"}\n[1,2]\n', 2, /JSON object/],
    ["a truncated last line", "partial.jsonl", '{"id":"a/one"}\n{"id":"a/tw', 2, /invalid JSON/],
    [
      "an invalid array element",
      "page.json",
      '[\n  {"id": "a/one"},\n  {\n    "id": 7\n  }\n]',
      3,
      /needs a string "id"/,
    ],
    [
      "an array with a syntax error",
      "broken.json",
      '[\n  {"id": "a/one"},\n  {"id": "a/two",}\n]',
      3,
      /invalid JSON/,
    ],
  ])("rejects %s with its line and writes nothing", async (_label, name, content, line, message) => {
    await store.models.upsert({ id: "keep/me", downloads: 1 });
    const error = await importFailure(() => importPath(store, write(name, content)));
    expect(error.line).toBe(line);
    expect(error.message).toContain(`${name}:${line}:`);
    expect(error.problem).toMatch(message);
    expect((await store.models.list()).items.map((m) => m.id)).toEqual(["keep/me"]);
    expect(await store.models.facetCounts("tag")).toEqual([]);
  });
});

describe("importPath: folders of model repositories", () => {
  it("reads README front matter as cardData, config.json, and the files with sizes", async () => {
    write(
      "repos/acme/tiny-chat/README.md",
      "---\nlicense: mit\npipeline_tag: text-generation\nlibrary_name: transformers\ntags: [chat]\nbase_model: acme/base\n---\n# Tiny chat\n",
    );
    write("repos/acme/tiny-chat/config.json", '{"architectures":["LlamaForCausalLM"],"model_type":"llama"}');
    write("repos/acme/tiny-chat/weights/model.safetensors", "12345");
    write("repos/other/bare/model.Q4_K_M.gguf", "xx");
    write("repos/other/bare/.git/HEAD", "ref");
    const summary = await importPath(store, join(dir, "repos"));
    expect(summary).toMatchObject({ format: "folders", kind: "models", records: 2, inserted: 2 });
    const model = await store.models.get("acme/tiny-chat");
    expect(model).toMatchObject({
      id: "acme/tiny-chat",
      author: "acme",
      pipeline_tag: "text-generation",
      library_name: "transformers",
      cardData: { license: "mit", tags: ["chat"], base_model: ["acme/base"] },
      config: { architectures: ["LlamaForCausalLM"], model_type: "llama" },
      readme: expect.stringContaining("# Tiny chat"),
    });
    expect(model?.tags).toEqual(
      expect.arrayContaining(["chat", "transformers", "license:mit", "base_model:acme/base", "safetensors"]),
    );
    expect(await store.models.files("acme/tiny-chat")).toEqual([
      { rfilename: "README.md", size: expect.any(Number) },
      { rfilename: "config.json", size: 59 },
      { rfilename: "weights/model.safetensors", size: 5 },
    ]);
    expect(await store.models.get("other/bare")).toMatchObject({
      tags: ["gguf"],
      siblings: [{ rfilename: "model.Q4_K_M.gguf", size: 2 }],
    });
    expect((await store.models.list({ search: "tiny", fullText: true })).items.map((m) => m.id)).toEqual([
      "acme/tiny-chat",
    ]);
  });

  it("tags each base model with its relation, from the card or read from the repository, so derived counts find it", async () => {
    write("repos/acme/tuned/README.md", "---\nbase_model: acme/base\n---\n");
    write("repos/acme/lora/README.md", "---\nbase_model: acme/base\n---\n");
    write("repos/acme/lora/adapter_config.json", "{}");
    write("repos/acme/quant/README.md", "---\nbase_model: acme/base\n---\n");
    write("repos/acme/quant/model.Q4_K_M.gguf", "xx");
    write("repos/acme/blend/README.md", "---\nbase_model: [acme/base, acme/other]\n---\n");
    write("repos/acme/said/README.md", "---\nbase_model: acme/base\nbase_model_relation: quantized\n---\n");
    write("repos/acme/said/model.safetensors", "1");
    await importPath(store, join(dir, "repos"));
    const relationTags = async (id: string) =>
      (await store.models.get(id))?.tags.filter((tag) => tag.startsWith("base_model:"));
    expect(await relationTags("acme/tuned")).toEqual([
      "base_model:acme/base",
      "base_model:finetune:acme/base",
    ]);
    expect(await relationTags("acme/lora")).toEqual(["base_model:acme/base", "base_model:adapter:acme/base"]);
    expect(await relationTags("acme/quant")).toEqual([
      "base_model:acme/base",
      "base_model:quantized:acme/base",
    ]);
    expect(await relationTags("acme/blend")).toEqual([
      "base_model:acme/base",
      "base_model:acme/other",
      "base_model:merge:acme/base",
      "base_model:merge:acme/other",
    ]);
    expect(await relationTags("acme/said")).toEqual([
      "base_model:acme/base",
      "base_model:quantized:acme/base",
    ]);
    // The base model's page counts its quantizations from these tags.
    expect(await store.models.count({ tags: ["base_model:quantized:acme/base"] })).toBe(2);
  });

  it("keeps tokenizer_config.json and chat_template.jinja in the config, where the Hub's records hold them", async () => {
    const template = "{% for message in messages %}{{ message['content'] }}{% endfor %}";
    write("repos/acme/chat/config.json", '{"model_type":"llama"}');
    write("repos/acme/chat/tokenizer_config.json", '{"eos_token":"</s>","chat_template":"{{ tools }}"}');
    write("repos/acme/chat/chat_template.jinja", template);
    write("repos/acme/tok-only/tokenizer_config.json", '{"bos_token":"<s>"}');
    await importPath(store, join(dir, "repos"));
    expect((await store.models.get("acme/chat"))?.config).toEqual({
      model_type: "llama",
      tokenizer_config: { eos_token: "</s>", chat_template: "{{ tools }}" },
      chat_template_jinja: template,
    });
    expect((await store.models.get("acme/tok-only"))?.config).toEqual({
      tokenizer_config: { bos_token: "<s>" },
    });
    write("bad/acme/broken/tokenizer_config.json", "[1]");
    const error = await importFailure(() => importPath(store, join(dir, "bad")));
    expect(error.message).toContain("tokenizer_config.json must hold a JSON object");
  });

  it("lists files that are symbolic links (a cache snapshot), and refuses a dangling one", async () => {
    // A Hugging Face cache: a snapshot's files link to ../../blobs; the tree links to the snapshot.
    const cached = "hub/models--acme--cached";
    write(`${cached}/blobs/abc123`, "1234567");
    write(`${cached}/snapshots/r1/README.md`, "# cached\n");
    symlinkSync("../../blobs/abc123", join(dir, `${cached}/snapshots/r1/model.safetensors`));
    mkdirSync(join(dir, "snap/acme"), { recursive: true });
    symlinkSync(join(dir, `${cached}/snapshots/r1`), join(dir, "snap/acme/cached"));
    await importPath(store, join(dir, "snap"));
    expect(await store.models.files("acme/cached")).toEqual([
      { rfilename: "README.md", size: 9 },
      { rfilename: "model.safetensors", size: 7 },
    ]);
    write("broken/acme/gone/README.md", "# gone\n");
    symlinkSync(join(dir, "blobs/missing"), join(dir, "broken/acme/gone/model.bin"));
    const error = await importFailure(() => importPath(store, join(dir, "broken")));
    expect(error.file).toBe(join(dir, "broken/acme/gone/model.bin"));
    expect(error.problem).toMatch(/symbolic link to a file that does not exist/);
    expect(await store.models.has("acme/gone")).toBe(false);
  });

  it("follows links within the imported folder, and refuses one that leads outside it, writing nothing", async () => {
    write("ok/.shared/config.json", '{"model_type":"bert"}');
    write("ok/acme/a/README.md", "# a\n");
    symlinkSync(join(dir, "ok/.shared/config.json"), join(dir, "ok/acme/a/config.json"));
    await importPath(store, join(dir, "ok"));
    expect((await store.models.get("acme/a"))?.config).toEqual({ model_type: "bert" });

    write("secret.txt", "root:x:0:0:root:/root:/bin/bash\n");
    write("tree/acme/inside/README.md", "# inside\n");
    mkdirSync(join(dir, "tree/acme/evil"), { recursive: true });
    symlinkSync(join(dir, "secret.txt"), join(dir, "tree/acme/evil/README.md"));
    const error = await importFailure(() => importPath(store, join(dir, "tree")));
    expect(error.file).toBe(join(dir, "tree/acme/evil/README.md"));
    expect(error.problem).toBe(
      `a symbolic link to ${join(dir, "secret.txt")}, outside the folder being imported (only links within it, or into a Hugging Face cache, are followed)`,
    );
    expect(await store.models.has("acme/inside")).toBe(false);

    write("elsewhere/README.md", "# elsewhere\n");
    mkdirSync(join(dir, "tree2/acme"), { recursive: true });
    symlinkSync(join(dir, "elsewhere"), join(dir, "tree2/acme/folder"));
    expect((await importFailure(() => importPath(store, join(dir, "tree2")))).file).toBe(
      join(dir, "tree2/acme/folder"),
    );
  });

  it("reports bad front matter and bad config.json with their file and line, writing nothing", async () => {
    write("a/acme/good/README.md", "# fine\n");
    write("a/acme/yaml/README.md", "---\nlicense: mit\ntags: [unclosed\n---\n");
    const yaml = await importFailure(() => importPath(store, join(dir, "a")));
    expect(yaml.file).toBe(join(dir, "a/acme/yaml/README.md"));
    expect(yaml.line).toBeGreaterThanOrEqual(3);
    expect(yaml.problem).toMatch(/invalid YAML/);
    write("b/acme/config/config.json", '{\n  "model_type": "llama",\n  oops\n}');
    const config = await importFailure(() => importPath(store, join(dir, "b")));
    expect(config.file).toBe(join(dir, "b/acme/config/config.json"));
    expect(config.line).toBe(3);
    write("c/acme/list/config.json", "[1, 2]");
    const notObject = await importFailure(() => importPath(store, join(dir, "c")));
    expect(notObject.file).toBe(join(dir, "c/acme/list/config.json"));
    expect(notObject.problem).toBe("config.json must hold a JSON object");
    expect(await store.models.count()).toBe(0);
  });
});
