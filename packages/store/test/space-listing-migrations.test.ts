import { createTestPostgresDatabase } from "@modelhub/testkit";
import { type Kysely, sql } from "kysely";
import { describe, expect, it } from "vitest";
import { migrate } from "../src/migrations/index";
import { connectPostgres } from "../src/postgres/connect-postgres";
import { openPostgresStore } from "../src/postgres/postgres-store";
import { migratePostgres, POSTGRES_MIGRATIONS } from "../src/schema/postgres/index";
import type { SpaceRepository } from "../src/spaces/space-repository";
import { createStore } from "../src/sqlite-store";
import { databaseAtVersion, versionsAfter } from "./migration-test-helpers";

/** Spaces as an earlier schema stored them: an id, an owner and the record. */
const STORED = [
  { id: "acme/chat", record: { id: "acme/chat", author: "acme", sdk: "gradio", likes: 9, tasks: [] } },
  {
    id: "labs/paint",
    record: {
      id: "labs/paint",
      author: "labs",
      title: "Paint Studio",
      likes: 30,
      lastModified: "2026-02-01T00:00:00.000Z",
      tags: ["region:eu"],
      cardData: { sdk: "streamlit" },
      tasks: ["text-to-image"],
    },
  },
  { id: "solo/plain", record: { id: "solo/plain", author: "solo", tasks: [] } },
];

/** What the listing finds once the stored spaces have their listing columns. */
async function expectListed(spaces: SpaceRepository) {
  const ids = async (query: Parameters<SpaceRepository["listPage"]>[0]) =>
    (await spaces.listPage(query)).items.map((space) => space.id);
  expect(await ids({})).toEqual(["labs/paint", "acme/chat", "solo/plain"]);
  expect(await ids({ sort: "lastModified" })).toEqual(["labs/paint", "solo/plain", "acme/chat"]);
  expect(await ids({ search: "studio" })).toEqual(["labs/paint"]);
  expect(await ids({ sdk: "gradio" })).toEqual(["acme/chat"]);
  expect(await ids({ tags: ["streamlit", "region:eu"] })).toEqual(["labs/paint"]);
  expect(await spaces.total({ author: "solo" })).toEqual({ count: 1, exact: true });
  // Written again, a space keeps one row per tag.
  await spaces.upsertMany([STORED[1]?.record]);
  expect(await ids({ tags: ["region:eu"] })).toEqual(["labs/paint"]);
}

describe("019 space listing columns", () => {
  it("fills the listing columns and tag rows of the spaces already stored", async () => {
    const db = databaseAtVersion(18);
    for (const { id, record } of STORED) {
      db.run("INSERT INTO spaces (id, author, record) VALUES (?, ?, ?)", [
        id,
        record.author,
        JSON.stringify(record),
      ]);
    }
    expect(migrate(db)).toEqual(versionsAfter(18));
    const store = createStore(db);
    await expectListed(store.spaces);
    await store.close();
  });
});

describe("PostgreSQL migration 005 space listing columns", () => {
  it("fills the listing columns and tag rows of the spaces already stored", async () => {
    const database = await createTestPostgresDatabase();
    const db = await connectPostgres(database.url);
    try {
      await migratePostgres(db as unknown as Kysely<unknown>, POSTGRES_MIGRATIONS.slice(0, 4));
      for (const { id, record } of STORED) {
        await sql`INSERT INTO spaces (id, author, record) VALUES (${id}, ${record.author}, ${JSON.stringify(record)})`.execute(
          db,
        );
      }
    } finally {
      await db.destroy();
    }
    const store = await openPostgresStore(database.url);
    try {
      await expectListed(store.spaces);
    } finally {
      await store.close();
      await database.drop();
    }
  });
});
