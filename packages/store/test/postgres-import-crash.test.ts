import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { createTestPostgresDatabase, type TestPostgresDatabase } from "@modelhub/testkit";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPostgresStore } from "../src/postgres/postgres-store";
import { writeUnder } from "./import-test-helpers";

// An import into PostgreSQL is one transaction: a process killed with SIGKILL while it sends
// rows, or while the server writes them into the store's tables and rebuilds their indexes (a
// bulk load), leaves the store as it was.

const LINES = 200_000;
let dir: string;
let database: TestPostgresDatabase;
let file: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "modelhub-pg-crash-"));
  database = await createTestPostgresDatabase();
  const lines: string[] = [];
  for (let i = 0; i < LINES; i++) {
    const tags = i % 3 ? ["transformers", "license:mit"] : ["gguf"];
    lines.push(
      JSON.stringify({
        id: `user${i % 997}/model-${i}`,
        downloads: i % 5000,
        tags,
        pipeline_tag: "text-generation",
      }),
    );
  }
  file = writeUnder(dir, "models.jsonl", `${lines.join("\n")}\n`);
  // The store before: a few models, one of which the import would replace.
  const store = await openPostgresStore(database.url);
  await store.models.upsertMany([
    { id: "user0/model-0", downloads: 7, tags: ["en"] },
    { id: "someone/else", downloads: 3, pipeline_tag: "translation" },
  ]);
  await store.close();
});
afterAll(async () => {
  await database.drop();
  rmSync(dir, { recursive: true, force: true });
});

/** What the store holds: rows of its tables, counts and the names of its indexes. */
async function snapshot(): Promise<unknown[]> {
  const client = new pg.Client(database.url);
  await client.connect();
  try {
    const queries = [
      "SELECT id, downloads, tags, pipeline_tag FROM models ORDER BY rowid",
      "SELECT rowid, record FROM model_records ORDER BY rowid",
      "SELECT tag, downloads, model_rowid FROM model_tags ORDER BY 1, 2, 3",
      "SELECT id, tag FROM model_tag_names ORDER BY 1",
      "SELECT subject, facet, value, count FROM facet_counts ORDER BY 1, 2, 3",
      "SELECT tablename, indexname FROM pg_indexes WHERE schemaname = 'public' ORDER BY 1, 2",
      "SELECT conname FROM pg_constraint WHERE connamespace = 'public'::regnamespace ORDER BY 1",
    ];
    const results = [];
    for (const query of queries) results.push((await client.query(query)).rows);
    return results;
  } finally {
    await client.end();
  }
}

/** Waits until the database runs a statement starting with `prefix` (the import's, in a child). */
async function statementRunning(prefix: string): Promise<void> {
  const client = new pg.Client(database.url);
  await client.connect();
  try {
    for (;;) {
      const { rows } = await client.query(
        "SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND state = 'active' AND query LIKE $1",
        [`${prefix}%`],
      );
      if (rows.length) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    await client.end();
  }
}

/**
 * Starts the import in a child process and kills it with SIGKILL once it has sent `killAt` rows,
 * and, with `statement`, once the server then runs a statement starting with it.
 */
async function killImport(killAt: number, bulk: boolean, statement?: string) {
  const child = spawn(
    process.execPath,
    [
      "--import",
      "tsx",
      join(__dirname, "fixtures/import-into-postgres.ts"),
      database.url,
      file,
      String(bulk),
    ],
    { cwd: join(__dirname, ".."), stdio: ["ignore", "pipe", "inherit"] },
  );
  let seen = 0;
  const exited = new Promise<string | null>((resolve) =>
    child.once("exit", (_code, signal) => resolve(signal)),
  );
  for await (const line of createInterface({ input: child.stdout })) {
    if (line === "done") break;
    seen = Number(line);
    if (seen >= killAt) {
      if (statement) await statementRunning(statement);
      child.kill("SIGKILL");
      break;
    }
  }
  return { signal: await exited, seen };
}

describe("an import into PostgreSQL killed with SIGKILL", () => {
  it("leaves the store unchanged, killed while sending rows or while the server writes them", async () => {
    const before = await snapshot();
    expect((before[0] as unknown[]).length).toBe(2);
    const kills: [number, boolean, string | undefined][] = [
      [60_000, false, undefined],
      [LINES, true, "CREATE INDEX"],
    ];
    for (const [killAt, bulk, statement] of kills) {
      const { signal, seen } = await killImport(killAt, bulk, statement);
      expect(signal).toBe("SIGKILL");
      expect(seen).toBeGreaterThanOrEqual(killAt);
      expect(await snapshot()).toEqual(before);
    }
  }, 240_000);
});
