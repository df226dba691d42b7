import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { buildWorkerScript } from "../src/build-worker-script";
import { openDatabase } from "../src/database";
import { TagRowsInWorker } from "../src/models/model-tag-rows-in-worker";
import { type WorkerSources, workerScriptIsCurrent, workerSourcesIn } from "../src/worker-script";

let dist: string;

beforeEach(() => {
  dist = mkdtempSync(join(tmpdir(), "modelhub-worker-script-"));
});
afterEach(() => {
  rmSync(dist, { recursive: true, force: true });
});

const readSources = (): WorkerSources => JSON.parse(readFileSync(workerSourcesIn(dist), "utf8"));
const writeSources = (sources: WorkerSources) =>
  writeFileSync(workerSourcesIn(dist), JSON.stringify(sources));

describe("the store's worker script", () => {
  it("is built from the workers' modules, and is current until one of its sources changes", () => {
    expect(workerScriptIsCurrent(dist)).toBe(false);
    buildWorkerScript(dist);
    expect(workerScriptIsCurrent(dist)).toBe(true);
    const built = readSources();
    expect(built.files).toEqual(
      expect.arrayContaining([
        "src/worker-main.ts",
        "src/import/model-rows-worker.ts",
        "src/models/model-tag-rows-worker.ts",
        "../catalog/src/records.ts",
      ]),
    );
    // Through the catalogue's light entry only: its main entry would make every worker slower to start.
    expect(built.files).not.toContain("../catalog/src/index.ts");

    writeSources({ ...built, fingerprint: built.fingerprint.replace(/^./, (c) => (c === "0" ? "1" : "0")) });
    expect(workerScriptIsCurrent(dist)).toBe(false);
    writeSources({ ...built, files: [...built.files, "src/gone.ts"] });
    expect(workerScriptIsCurrent(dist)).toBe(false);
  });

  it("reports a worker's failure with the TypeScript file and line it came from", () => {
    const db = openDatabase(":memory:");
    const staged = {
      downloads: Float64Array.from([1]),
      rowids: Int32Array.from([1]),
      tagStarts: Int32Array.from([0, 1]),
      tagIds: Int32Array.from([0]),
    };
    const inWorker = new TagRowsInWorker(staged, "CREATE TABLE model_tags (");
    try {
      expect(() => db.transaction(() => inWorker.copyInto(db))).toThrow(
        /tag rows worker failed: .*incomplete input[\s\S]*model-tag-rows-worker\.ts:\d+/,
      );
    } finally {
      inWorker.close();
      db.close();
    }
  });

  it("starts from a process run with V8 flags, which a worker refuses to inherit", () => {
    // bench-api's import process runs so (scripts/bench-api-import.ts).
    const module = resolve(import.meta.dirname, "../src/models/model-tag-rows-in-worker.ts");
    const code = `
      const { TagRowsInWorker } = await import(${JSON.stringify(module)});
      const staged = { downloads: Float64Array.of(1), rowids: Int32Array.of(1), tagStarts: Int32Array.of(0, 1), tagIds: Int32Array.of(0) };
      const inWorker = new TagRowsInWorker(staged, "CREATE TABLE model_tags (tag, downloads, model_rowid)");
      while (inWorker.working) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 10);
      inWorker.close();
      console.log("written");
    `;
    const output = execFileSync(
      process.execPath,
      ["--max-semi-space-size=64", "--import", "tsx", "--input-type=module", "-e", code],
      { encoding: "utf8", timeout: 20_000 },
    );
    expect(output.trim()).toBe("written");
  });
});
