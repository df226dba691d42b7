import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Worker } from "node:worker_threads";
import { gzipSync } from "node:zlib";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { gunzipChunks, waitWhileEmpty } from "../src/import/gunzip-chunks";
import { type ImportProgress, importPath } from "../src/import/import-path";
import { openStore, type Store } from "../src/store";
import { importFailure } from "./import-test-helpers";

let dir: string;
let store: Store;

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), "modelhub-import-gz-"));
  store = await openStore(":memory:");
  await store.models.upsert({ id: "keep/me", downloads: 1 });
});
afterEach(async () => {
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

function writeGz(name: string, content: string | Buffer): string {
  const path = join(dir, name);
  writeFileSync(path, gzipSync(content));
  return path;
}

const storedIds = async () => (await store.models.list()).items.map((m) => m.id);

describe("importPath: gzip-compressed dumps", () => {
  it("imports a .jsonl.gz dump, reporting progress in compressed bytes", async () => {
    const path = writeGz(
      "models.jsonl.gz",
      '{"id":"a/one","pipeline_tag":"text-generation","downloads":5}\r\n\n{"id":"a/two","tags":["x"]}\n',
    );
    const progress: ImportProgress[] = [];
    const summary = await importPath(store, path, { onProgress: (p) => progress.push({ ...p }) });
    expect(summary).toMatchObject({
      kind: "models",
      format: "jsonl",
      compressed: true,
      records: 2,
      inserted: 2,
    });
    expect((await store.models.get("a/one"))?.pipeline_tag).toBe("text-generation");
    expect((await store.models.list({ tags: ["x"] })).items.map((m) => m.id)).toEqual(["a/two"]);
    const size = statSync(path).size;
    expect(progress.at(-1)).toEqual({ records: 2, bytesRead: size, totalBytes: size });
  });

  it("streams a large dump: the first records are stored before the whole file is read", async () => {
    // Incompressible text, so the compressed file spans many reads.
    const lines = Array.from({ length: 4000 }, (_, i) =>
      JSON.stringify({ id: `big/m-${i}`, description: randomBytes(1500).toString("base64") }),
    );
    const path = writeGz("big.jsonl.gz", `${lines.join("\n")}\n`);
    const size = statSync(path).size;
    const seen: number[] = [];
    const summary = await importPath(store, path, {
      bulk: false,
      onProgress: ({ bytesRead }) => seen.push(bytesRead ?? -1),
    });
    expect(summary.records).toBe(4000);
    expect(seen[0]).toBeGreaterThan(0);
    expect(seen[0]).toBeLessThan(size / 2);
    expect(seen.every((bytes, i) => i === 0 || bytes >= (seen[i - 1] ?? 0))).toBe(true);
    expect(seen.at(-1)).toBe(size);
    expect(await store.models.count()).toBe(4001);
  });

  it("waits through a wake-up that leaves the slot empty, until a chunk is really there", () => {
    const control = new Int32Array(new SharedArrayBuffer(8));
    // A stray notify at 20 ms (as a late one for a chunk already taken), the chunk at 150 ms.
    const worker = new Worker(
      `const { workerData: c } = require("node:worker_threads");
       const sleep = (ms) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
       sleep(20); Atomics.notify(c, 0);
       sleep(130); Atomics.store(c, 0, 1); Atomics.notify(c, 0);`,
      { eval: true, workerData: control },
    );
    const started = performance.now();
    expect(waitWhileEmpty(control)).toBe(1);
    expect(performance.now() - started).toBeGreaterThan(100);
    void worker.terminate();
  });

  it("hands over every decompressed byte exactly once, however the two threads interleave", () => {
    // A notify for a chunk already taken once woke the reader on an empty slot and it read that
    // chunk again (a 16 KB repeat in about 3% of reads under load). Many reads of a file of
    // hundreds of chunks, each compared whole, give that race room to show.
    const text = Buffer.from(randomBytes(3 << 20).toString("base64"));
    const path = writeGz("many-chunks.txt.gz", text);
    for (let round = 0; round < 15; round++) {
      const chunks = Array.from(gunzipChunks(path, 64 << 10), (chunk) => chunk.bytes);
      expect(Buffer.concat(chunks).equals(text), `round ${round}`).toBe(true);
    }
  });

  it("keeps each line's text as imported, as for plain files", async () => {
    const line = '{ "id": "a/one", "extra": {"nested": [1, 2.50]} }';
    await importPath(store, writeGz("raw.jsonl.gz", `${line}\n`));
    expect(await store.models.getRaw("a/one")).toEqual({ id: "a/one", extra: { nested: [1, 2.5] } });
  });

  it("reports a bad line of a .jsonl.gz with the file and line, and writes nothing", async () => {
    const path = writeGz(
      "bad.jsonl.gz",
      '{"id":"a/one"}\n\n{"id":"a/two"}\n{"id": "a/three",\n{"id":"a/four"}\n',
    );
    const error = await importFailure(() => importPath(store, path));
    expect(error.file).toBe(path);
    expect(error.line).toBe(4);
    expect(error.message).toContain("bad.jsonl.gz:4: invalid JSON");
    expect(await storedIds()).toEqual(["keep/me"]);
  });

  it("reports an invalid record of a .jsonl.gz by its line, and writes nothing", async () => {
    const path = writeGz("noid.jsonl.gz", '{"id":"a/one"}\n{"downloads":1}\n');
    const error = await importFailure(() => importPath(store, path));
    expect(error.message).toContain("noid.jsonl.gz:2:");
    expect(error.problem).toMatch(/needs a string "id"/);
    expect(await storedIds()).toEqual(["keep/me"]);
  });

  it("rejects a truncated gzip file by name, after reading its good lines, and writes nothing", async () => {
    const lines = Array.from({ length: 2000 }, (_, i) => JSON.stringify({ id: `t/m-${i}`, downloads: i }));
    const whole = gzipSync(`${lines.join("\n")}\n`);
    const path = join(dir, "cut.jsonl.gz");
    writeFileSync(path, whole.subarray(0, Math.floor(whole.length * 0.8)));
    const error = await importFailure(() => importPath(store, path));
    expect(error.file).toBe(path);
    expect(error.line).toBeUndefined();
    expect(error.message).toBe(`${path}: the gzip data ends early: the file is truncated`);
    expect(await storedIds()).toEqual(["keep/me"]);
  });

  it("rejects corrupt gzip data and a .gz file that is not gzip, writing nothing", async () => {
    const bytes = gzipSync('{"id":"a/one"}\n'.repeat(100));
    bytes.fill(0xff, 10, 30);
    const corrupt = join(dir, "corrupt.jsonl.gz");
    writeFileSync(corrupt, bytes);
    expect((await importFailure(() => importPath(store, corrupt))).message).toMatch(
      /corrupt\.jsonl\.gz: the gzip data is corrupt \(.+\)$/,
    );
    const plain = join(dir, "plain.jsonl.gz");
    writeFileSync(plain, '{"id":"a/one"}\n');
    expect((await importFailure(() => importPath(store, plain))).problem).toBe(
      "not a gzip file: it does not start with the gzip signature",
    );
    expect(await storedIds()).toEqual(["keep/me"]);
  });

  it("imports a .json.gz array, reporting an invalid element by its line", async () => {
    const good = writeGz(
      "page.json.gz",
      JSON.stringify([{ id: "a/one", likes: 3 }, { id: "a/two" }], null, 2),
    );
    expect(await importPath(store, good)).toMatchObject({ format: "json", compressed: true, records: 2 });
    expect((await store.models.get("a/one"))?.likes).toBe(3);
    const bad = writeGz("bad.json.gz", '[\n  {"id": "b/one"},\n  {\n    "id": 7\n  }\n]');
    const error = await importFailure(() => importPath(store, bad));
    expect(error.message).toContain("bad.json.gz:3:");
    const broken = writeGz("broken.json.gz", '[\n  {"id": "b/one"},\n  {"id": "b/two",}\n]');
    expect((await importFailure(() => importPath(store, broken))).message).toContain(
      "broken.json.gz:3: invalid JSON",
    );
    expect(await store.models.count()).toBe(3);
  });

  it("detects the inner format of a .gz from its name or content, and gzip content under any name", async () => {
    expect(await importPath(store, writeGz("dump.gz", ' [{"id":"c/one"}]'))).toMatchObject({
      format: "json",
    });
    expect(await importPath(store, writeGz("dump2.gz", '\n{"id":"c/two"}\n{"id":"c/three"}'))).toMatchObject({
      format: "jsonl",
      records: 2,
    });
    expect(await importPath(store, writeGz("hub-datasets.ndjson.gz", '{"id":"nyu/glue"}\n'))).toMatchObject({
      kind: "datasets",
      format: "jsonl",
    });
    // gzip content without a .gz name is still read as gzip.
    expect(await importPath(store, writeGz("saved.jsonl", '{"id":"c/four"}\n'))).toMatchObject({
      compressed: true,
    });
    expect((await store.models.get("c/four"))?.id).toBe("c/four");
    expect((await store.datasets.get("nyu/glue"))?.id).toBe("nyu/glue");
  });
});
