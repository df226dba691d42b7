import { createTestPostgresDatabase } from "@modelhub/testkit";
import { type Kysely, sql } from "kysely";
import { describe, expect, it } from "vitest";
import { connectPostgres } from "../src/postgres/connect-postgres";
import { openPostgresStore } from "../src/postgres/postgres-store";
import { migratePostgres, POSTGRES_MIGRATIONS } from "../src/schema/postgres/index";

describe("PostgreSQL migration 002 card words", () => {
  it("indexes the card text of the models and datasets a store of schema 1 holds", async () => {
    const database = await createTestPostgresDatabase();
    const db = await connectPostgres(database.url);
    try {
      await migratePostgres(db as unknown as Kysely<unknown>, POSTGRES_MIGRATIONS.slice(0, 1));
      // As schema 1 wrote them: rows and records, no card words.
      const { rows } = await sql<{ rowid: string }>`
        INSERT INTO models (id, author) VALUES ('acme/bird', 'acme'), ('zed/plain', 'zed') RETURNING rowid`.execute(
        db,
      );
      const [bird, plain] = rows.map((row) => Number(row.rowid));
      await sql`INSERT INTO model_records (rowid, record) VALUES
        (${bird}, ${JSON.stringify({ id: "acme/bird", readme: "A card about owls." })}),
        (${plain}, ${JSON.stringify({ id: "zed/plain" })})`.execute(db);
      await sql`INSERT INTO datasets (id, record) VALUES
        ('nyu/herons', ${JSON.stringify({ id: "nyu/herons", description: "Photos of herons" })})`.execute(db);
    } finally {
      await db.destroy();
    }
    const store = await openPostgresStore(database.url);
    try {
      const models = await store.models.list({ search: "owl", fullText: true });
      expect(models.items.map((m) => m.id)).toEqual(["acme/bird"]);
      const datasets = await store.datasets.list({ search: "heron", fullText: true });
      expect(datasets.items.map((d) => d.id)).toEqual(["nyu/herons"]);
      expect(await store.models.count({ search: "plain", fullText: true })).toBe(1);
    } finally {
      await store.close();
      await database.drop();
    }
  });
});
