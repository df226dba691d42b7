import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { openPostgresStore } from "@modelhub/store";
import { createTestPostgresDatabase, type TestPostgresDatabase } from "@modelhub/testkit";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { runCli } from "./run-cli";

let dir: string;
let database: TestPostgresDatabase;
beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), "modelhub-cli-import-pg-"));
  database = await createTestPostgresDatabase();
});
afterEach(async () => {
  await database.drop();
  rmSync(dir, { recursive: true, force: true });
});

describe("modelhub import --db postgres://…", () => {
  it("imports models and datasets into the PostgreSQL database and prints a summary", async () => {
    const models = join(dir, "models.jsonl.gz");
    writeFileSync(
      models,
      gzipSync(
        '{"id":"a/one","downloads":3,"pipeline_tag":"text-generation"}\n{"id":"a/two"}\n{"id":"a/one","downloads":4,"pipeline_tag":"text-generation"}\n',
      ),
    );
    const datasets = join(dir, "datasets.json");
    writeFileSync(datasets, JSON.stringify([{ id: "d/one", tags: ["task_categories:translation"] }]));

    const first = await runCli("import", models, "--db", database.url);
    expect(first.stderr).toBe("");
    expect(first.code).toBe(0);
    expect(first.stdout).toMatch(
      /^Imported 3 models from .*models\.jsonl\.gz into postgres:.*: 2 new, 1 updated \(/,
    );
    const second = await runCli("import", datasets, "--db", database.url);
    expect(second.code).toBe(0);
    expect(second.stdout).toMatch(
      /^Imported 1 dataset from .*datasets\.json into postgres:.*: 1 new, 0 updated \(/,
    );

    const store = await openPostgresStore(database.url);
    try {
      expect((await store.models.list()).items.map((model) => [model.id, model.downloads])).toEqual([
        ["a/one", 4],
        ["a/two", 0],
      ]);
      expect(await store.models.facetCounts("pipeline_tag")).toEqual([
        { value: "text-generation", count: 1 },
      ]);
      expect((await store.datasets.list({ taskCategory: "translation" })).items.map((d) => d.id)).toEqual([
        "d/one",
      ]);
    } finally {
      await store.close();
    }
  });

  it("reports a bad line with its file and line, and writes nothing", async () => {
    const file = join(dir, "models.jsonl");
    writeFileSync(file, '{"id":"a/one"}\n{"id":"a/two",\n');
    const { code, stdout, stderr } = await runCli("import", file, "--db", database.url);
    expect(code).toBe(1);
    expect(stdout).toBe("");
    expect(stderr).toMatch(new RegExp(`^modelhub import: ${file}:2: .*\\nNothing was imported\\.\\n$`));
    const store = await openPostgresStore(database.url);
    try {
      expect(await store.models.count()).toBe(0);
    } finally {
      await store.close();
    }
  });
});
