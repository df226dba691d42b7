import { mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openDumpFile } from "../src/import/dump-file";
import { type ImportOptions, type ImportProgress, importPath } from "../src/import/import-path";
import { modelRowsInWorker } from "../src/import/model-rows-in-worker";
import { BATCH_ROWS, MAX_IN_FLIGHT } from "../src/import/model-rows-protocol";
import { openSqliteStore, type SqliteStore } from "../src/sqlite-store";
import { importFailure } from "./import-test-helpers";

// The worker path (model-rows-in-worker.ts) must be indistinguishable from parsing in the
// importing thread: same rows, same errors, same locations. Each test runs both and compares.

let dir: string;
const stores: SqliteStore[] = [];

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "modelhub-import-worker-"));
});
afterEach(async () => {
  for (const store of stores.splice(0)) await store.close();
  rmSync(dir, { recursive: true, force: true });
});

async function freshStore(): Promise<SqliteStore> {
  const store = await openSqliteStore(":memory:");
  await store.models.upsert({ id: "keep/me", downloads: 1, tags: ["kept"] });
  stores.push(store);
  return store;
}

/** Imports `path` into a fresh store, parsing in a worker or not; returns the store and summary. */
async function importInto(path: string, parseInWorker: boolean, options: ImportOptions = {}) {
  const store = await freshStore();
  const { ms: _ms, ...summary } = await importPath(store, path, { ...options, parseInWorker });
  return { store, summary };
}

/** What a visitor or client can read back: every record as stored, listings, counts and search. */
async function contents(store: SqliteStore) {
  const ids = store.db.all<{ id: string }>("SELECT id FROM models ORDER BY id").map((row) => row.id);
  return {
    records: await Promise.all(ids.map((id) => store.models.getRaw(id))),
    files: await Promise.all(ids.map((id) => store.models.files(id))),
    byDownloads: (await store.models.list({ limit: 100 })).items.map((m) => m.id),
    tags: await store.models.facetCounts("tag", { limit: 1000 }),
    // Listings by tag read the tag rows, which a bulk load writes by tag id.
    tagged: await Promise.all(
      ["group-3", "région:ü", "moved", "local-apps:gguf"].map(async (tag) =>
        (await store.models.list({ tags: [tag], limit: 50 })).items.map((m) => m.id),
      ),
    ),
    tasks: await store.models.facetCounts("pipeline_tag"),
    search: (await store.models.list({ search: "llama", limit: 100 })).items.map((m) => m.id),
    ggufApps: await store.models.count({ apps: ["llama.cpp"] }),
  };
}

function writeFile(name: string, content: string | Buffer): string {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
}

/** Enough models that the worker fills its queue and waits for the importer. */
function manyModelLines(count = BATCH_ROWS * (MAX_IN_FLIGHT + 3)): string[] {
  return Array.from({ length: count }, (_, i) =>
    JSON.stringify({
      id: `org-${i % 7}/TinyLlama-${i}`,
      downloads: (i * 7919) % 5000,
      pipeline_tag: i % 3 ? "text-generation" : "text-classification",
      tags: ["transformers", `group-${i % 11}`, "région:ü"],
      siblings: i % 5 ? [{ rfilename: "model.safetensors" }] : [{ rfilename: `m-${i}.Q4_K_M.gguf`, size: 7 }],
      description: i % 13 ? undefined : `Ünïcödé card ✓ ${"x".repeat(i % 300)}`,
    }),
  );
}

describe("importPath: parsing on a worker thread", () => {
  it("stores exactly what parsing in the importing thread stores (CRLF, blank lines, duplicates)", async () => {
    const lines = manyModelLines();
    // Updates of rows written earlier in the same file, and of a model already in the store.
    lines.splice(100, 0, JSON.stringify({ id: "org-1/TinyLlama-1", downloads: 1_000_000, tags: ["moved"] }));
    lines.push(JSON.stringify({ id: "keep/me", downloads: 2, tags: ["replaced"] }), "", "   ");
    const path = writeFile("models.jsonl", `${lines.join("\r\n")}\r\n\n`);
    const inThread = await importInto(path, false);
    const inWorker = await importInto(path, true);
    expect(inWorker.summary).toEqual(inThread.summary);
    expect(inWorker.summary).toMatchObject({ format: "jsonl", records: lines.length - 2, updated: 2 });
    expect(await contents(inWorker.store)).toEqual(await contents(inThread.store));
    expect((await inWorker.store.models.list({ tags: ["moved"] })).items.map((m) => m.id)).toEqual([
      "org-1/TinyLlama-1",
    ]);
  });

  it("reads past a byte order mark before the first line, as the importing thread does", async () => {
    const path = writeFile("bom.jsonl", `\uFEFF${manyModelLines().join("\n")}\n`);
    const inThread = await importInto(path, false, { bulk: true });
    const inWorker = await importInto(path, true, { bulk: true });
    expect(inWorker.summary).toEqual(inThread.summary);
    expect(await contents(inWorker.store)).toEqual(await contents(inThread.store));
    const first = inWorker.store.db.get<{ record: string }>(
      "SELECT r.record FROM models m JOIN model_records r ON r.rowid = m.rowid WHERE m.id = 'org-0/TinyLlama-0'",
    );
    expect(first?.record.startsWith("{")).toBe(true);
  });

  it("gives the same result in bulk-load mode, and keeps each line's text as the raw record", async () => {
    const line = '{ "id": "a/one", "downloads": 5, "extra": {"nested": [1, 2.50]} }';
    const wide = '{"id":"a/wide","cardData":{"language":["日本語","ελληνικά"],"emoji":"🤗"}}';
    const path = writeFile("raw.jsonl", `${[...manyModelLines(1500), line, wide].join("\n")}\n`);
    const inThread = await importInto(path, false, { bulk: true });
    const inWorker = await importInto(path, true, { bulk: true });
    expect(await contents(inWorker.store)).toEqual(await contents(inThread.store));
    const stored = (id: string) =>
      inWorker.store.db.get(
        "SELECT r.record, typeof(r.record) AS type FROM models m JOIN model_records r ON r.rowid = m.rowid WHERE m.id = ?",
        [id],
      );
    expect(stored("a/one")).toEqual({ record: line, type: "text" });
    expect(stored("a/wide")).toEqual({ record: wide, type: "text" });
    expect(await inWorker.store.models.getRaw("a/wide")).toMatchObject({ cardData: { emoji: "🤗" } });
  });

  it("reads gzip dumps, with progress in compressed bytes up to the file's size", async () => {
    const path = writeFile("models.jsonl.gz", gzipSync(`${manyModelLines().join("\n")}\n`));
    const progress: ImportProgress[] = [];
    const inWorker = await importInto(path, true, { onProgress: (p) => progress.push(p) });
    const inThread = await importInto(path, false);
    expect(inWorker.summary).toEqual(inThread.summary);
    expect(await contents(inWorker.store)).toEqual(await contents(inThread.store));
    const size = statSync(path).size;
    expect(progress.at(-1)).toEqual({ records: inWorker.summary.records, bytesRead: size, totalBytes: size });
    const reads = progress.map((p) => p.bytesRead ?? 0);
    expect(reads.every((bytes, i) => i === 0 || bytes >= (reads[i - 1] ?? 0))).toBe(true);
  });

  const good = manyModelLines(BATCH_ROWS * (MAX_IN_FLIGHT + 1));
  it.each([
    ["bad JSON after many good lines", [...good, '{"id": "a/three",'], good.length + 1],
    ["a record without an id", ['{"id":"a/one"}', '{"downloads":1}'], 2],
    ["an invalid id", ['{"id":"a/one"}', "", '{"id":"no spaces/allowed here"}'], 3],
    ["a non-object line", ['{"id":"a/one"}', "[1,2]"], 2],
    ["a truncated last line (no newline)", ['{"id":"a/one"}', '{"id":"a/tw'], 2],
  ])("rejects %s with the same error and line, writing nothing", async (_label, lines, line) => {
    for (const [name, content] of [
      ["bad.jsonl", lines.join("\n")],
      ["bad.jsonl.gz", gzipSync(lines.join("\n"))],
    ] as const) {
      const path = writeFile(name, content);
      const [inThread, inWorker] = await Promise.all(
        [false, true].map(async (parseInWorker) => {
          const store = await freshStore();
          const error = await importFailure(() => importPath(store, path, { parseInWorker }));
          expect((await store.models.list()).items.map((m) => m.id)).toEqual(["keep/me"]);
          expect(await store.models.facetCounts("tag")).toEqual([{ value: "kept", count: 1 }]);
          return error;
        }),
      );
      expect(inWorker?.line).toBe(line);
      expect(inWorker?.message).toBe(inThread?.message);
    }
  });

  it("rejects a line that is not UTF-8 with its line, in either thread, writing nothing", async () => {
    // "café" in Latin-1: its é is one byte that UTF-8 does not allow there.
    const latin1 = Buffer.from('{"id":"a/latin","note":"caf\xe9"}', "latin1");
    const good = manyModelLines(1500).join("\n");
    const path = writeFile(
      "latin.jsonl",
      Buffer.concat([Buffer.from(`${good}\n`), latin1, Buffer.from("\n")]),
    );
    for (const parseInWorker of [false, true]) {
      const store = await freshStore();
      const error = await importFailure(() => importPath(store, path, { parseInWorker }));
      expect(error.line).toBe(1501);
      expect(error.problem).toMatch(/^not UTF-8 text: save the file as UTF-8/);
      expect((await store.models.list()).items.map((m) => m.id)).toEqual(["keep/me"]);
    }
  });

  it("rejects truncated and corrupt gzip data as parsing in this thread does", async () => {
    const whole = gzipSync(`${manyModelLines().join("\n")}\n`);
    const corrupt = Buffer.from(whole);
    corrupt.fill(0xff, 10, 30);
    for (const [name, bytes] of [
      ["cut.jsonl.gz", whole.subarray(0, Math.floor(whole.length * 0.8))],
      ["corrupt.jsonl.gz", corrupt],
    ] as const) {
      const path = writeFile(name, bytes);
      const [inThread, inWorker] = await Promise.all(
        [false, true].map(async (parseInWorker) => {
          const store = await freshStore();
          const error = await importFailure(() => importPath(store, path, { parseInWorker }));
          expect(await store.models.count()).toBe(1);
          return error;
        }),
      );
      expect(inWorker?.line).toBeUndefined();
      expect(inWorker?.message).toBe(inThread?.message);
    }
  });

  it("stops the worker when the import fails on the writing side, and the store stays usable", async () => {
    const path = writeFile("models.jsonl", `${manyModelLines().join("\n")}\n`);
    const store = await freshStore();
    let seen = 0;
    await expect(
      importPath(store, path, {
        parseInWorker: true,
        onProgress: () => {
          if (++seen === 700) throw new Error("disk full");
        },
      }),
    ).rejects.toThrow("disk full");
    expect(await store.models.count()).toBe(1);
    expect((await importPath(store, path, { parseInWorker: true })).inserted).toBe(manyModelLines().length);
  });
});

describe("modelRowsInWorker", () => {
  it("reports a worker that dies without a word (out of memory) instead of waiting forever", () => {
    // One 64 MB line: more than the worker's 16 MB heap can parse.
    const path = writeFile("huge.jsonl", `{"id":"a/huge","description":"${"x".repeat(64 << 20)}"}\n`);
    const rows = modelRowsInWorker(openDumpFile(path), { file: path }, { silenceMs: 3000, heapMb: 16 });
    const started = performance.now();
    expect(() => [...rows]).toThrow(/parsing worker stopped without a word for 3 s \(out of memory\?\)/);
    expect(performance.now() - started).toBeLessThan(20_000);
  });
});
