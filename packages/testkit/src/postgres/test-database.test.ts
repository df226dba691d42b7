import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestPostgresDatabase, type TestPostgresDatabase } from "./test-database";

describe("createTestPostgresDatabase", () => {
  let first: TestPostgresDatabase;
  let second: TestPostgresDatabase;
  beforeAll(async () => {
    first = await createTestPostgresDatabase();
    second = await createTestPostgresDatabase();
  }, 60_000);
  afterAll(async () => {
    await first?.drop();
    await second?.drop();
  });

  it("gives each caller an empty database of its own, where tables stay apart", async () => {
    expect(first.url).not.toBe(second.url);
    const a = new pg.Client({ connectionString: first.url });
    const b = new pg.Client({ connectionString: second.url });
    await a.connect();
    await b.connect();
    try {
      await a.query("CREATE TABLE things (id int)");
      const { rows } = await b.query("SELECT count(*)::int AS n FROM pg_tables WHERE tablename = 'things'");
      expect(rows[0].n).toBe(0);
      // pg_trgm is a trusted extension: the store's migrations create it as the database's owner.
      await a.query("CREATE EXTENSION IF NOT EXISTS pg_trgm");
    } finally {
      await a.end();
      await b.end();
    }
  });

  it("drops the database, even with a connection still open", async () => {
    const extra = await createTestPostgresDatabase();
    const client = new pg.Client({ connectionString: extra.url });
    client.on("error", () => {});
    await client.connect();
    await extra.drop();
    await expect(client.query("SELECT 1")).rejects.toThrow();
  });
});
