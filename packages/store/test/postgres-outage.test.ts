import {
  createPostgresDatabase,
  createTestPostgresDatabase,
  startThrowawayCluster,
  type ThrowawayCluster,
} from "@modelhub/testkit";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { DatabaseConnectionError } from "../src/postgres/database-connection-error";
import { openPostgresStore } from "../src/postgres/postgres-store";
import { openStore } from "../src/store";

describe("a PostgreSQL store whose server goes away", () => {
  it("names the failure at once while the server is down, and reads again when it is back", async () => {
    const cluster = await startThrowawayCluster();
    try {
      const database = await createPostgresDatabase(cluster.url);
      const store = await openStore(database.url);
      const server = new URL(database.url);
      try {
        await store.models.upsert({ id: "acme/one", downloads: 3 });
        // Connections opened before the stop, idle in the pool and busy in a transaction.
        await Promise.all([store.models.list(), store.datasets.count(), store.models.get("acme/one")]);

        cluster.pause();
        for (const read of [
          () => store.models.list(),
          () => store.models.get("acme/one"),
          () => store.dataVersion(),
        ]) {
          const started = performance.now();
          const error = await read().catch((caught: unknown) => caught);
          expect(performance.now() - started).toBeLessThan(2_000);
          expect(error).toBeInstanceOf(DatabaseConnectionError);
          expect((error as Error).message).toMatch(
            new RegExp(
              `^cannot use the PostgreSQL database ${server.hostname}:${server.port}${server.pathname}: `,
            ),
          );
        }

        cluster.resume();
        expect((await store.models.list()).items.map((model) => model.id)).toEqual(["acme/one"]);
        expect(await store.models.get("acme/one")).toMatchObject({ id: "acme/one", downloads: 3 });
        await store.transaction(async () => {
          await store.models.upsert({ id: "acme/two", downloads: 1 });
        });
        expect(await store.models.count()).toBe(2);
      } finally {
        await store.close();
      }
    } finally {
      cluster.stop();
    }
  });

  // Stopped after the test even when it times out, when its own `finally` never runs: a frozen
  // cluster's processes would otherwise stay stopped.
  let frozen: ThrowawayCluster | undefined;
  afterEach(() => {
    frozen?.stop();
    frozen = undefined;
  });

  it("gives up on a server that stops answering within the statement bound, and reads again when it answers", {
    timeout: 60_000,
  }, async () => {
    const cluster = await startThrowawayCluster();
    frozen = cluster;
    const database = await createPostgresDatabase(cluster.url);
    const statementTimeoutMs = 1_000;
    const store = await openPostgresStore(database.url, { statementTimeoutMs });
    try {
      await store.models.upsert({ id: "acme/one", downloads: 3 });
      // Connections opened before the silence, idle in the pool.
      await Promise.all(Array.from({ length: 6 }, () => store.models.list()));

      cluster.freeze();
      try {
        for (const read of [
          () => store.models.list(),
          () => store.models.get("acme/one"),
          () => store.dataVersion(),
        ]) {
          const started = performance.now();
          const error = await read().catch((caught: unknown) => caught);
          // The statement bound and the 2 s the client waits for the server's cancel beyond it.
          expect(performance.now() - started).toBeLessThan(statementTimeoutMs + 2_000 + 1_000);
          expect(error).toBeInstanceOf(DatabaseConnectionError);
          expect((error as Error).message).toMatch(/: the server did not answer in time$/);
        }
      } finally {
        cluster.thaw();
      }
      expect((await store.models.list()).items.map((model) => model.id)).toEqual(["acme/one"]);
      await store.models.upsert({ id: "acme/two", downloads: 1 });
      expect(await store.models.count()).toBe(2);
      // A bulk load (an import) has no bound: its connection is not the pool's that serves reads.
      const slept = await store.bulkTransaction(async (client) => {
        await client.query("SELECT pg_sleep(1.5)");
        return (await client.query<{ statement_timeout: string }>("SHOW statement_timeout")).rows[0];
      });
      expect(slept).toEqual({ statement_timeout: "0" });
    } finally {
      await store.close();
    }
  });

  it("has the server cancel a read that runs past the statement bound, and serves the next one", async () => {
    const database = await createTestPostgresDatabase();
    const statementTimeoutMs = 1_000;
    const store = await openStore(database.url, { statementTimeoutMs });
    const locker = new pg.Client({ connectionString: database.url });
    try {
      await store.models.upsert({ id: "acme/one", downloads: 3 });
      // Another session holds the table: the read waits behind it.
      await locker.connect();
      await locker.query("BEGIN");
      await locker.query("LOCK TABLE models IN ACCESS EXCLUSIVE MODE");
      const started = performance.now();
      const error = await store.models.get("acme/one").catch((caught: unknown) => caught);
      expect(performance.now() - started).toBeLessThan(statementTimeoutMs + 1_000);
      expect(error).toBeInstanceOf(DatabaseConnectionError);
      expect((error as Error).message).toMatch(/: a query ran past the statement timeout$/);
      await locker.query("ROLLBACK");
      expect(await store.models.get("acme/one")).toMatchObject({ id: "acme/one" });
    } finally {
      await locker.end();
      await store.close();
      await database.drop();
    }
  });
});
