import { createPostgresDatabase, startThrowawayCluster } from "@modelhub/testkit";
import { describe, expect, it } from "vitest";
import { DatabaseConnectionError } from "../src/postgres/database-connection-error";
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
});
