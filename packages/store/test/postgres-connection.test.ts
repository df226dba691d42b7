import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createTestPostgresDatabase, testPostgresServerUrl } from "@modelhub/testkit";
import { describe, expect, it } from "vitest";
import { importPath } from "../src/import/import-path";
import { DatabaseConnectionError } from "../src/postgres/database-connection-error";
import { openPostgresStore } from "../src/postgres/postgres-store";
import { openStore } from "../src/store";

/** A port of 127.0.0.1 that nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  return typeof address === "object" && address ? address.port : 0;
}

describe("a PostgreSQL store that cannot be used", () => {
  it("names the host and says the connection was refused when no server listens", async () => {
    const port = await closedPort();
    const url = `postgres://modelhub:secret@127.0.0.1:${port}/hub`;
    const error = await openStore(url).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DatabaseConnectionError);
    expect((error as Error).message).toBe(
      `cannot use the PostgreSQL database 127.0.0.1:${port}/hub: connection refused (is the server running, on that port?)`,
    );
    expect((error as Error).message).not.toContain("secret");
  });

  it("says the server refused the password, or has no such database", async () => {
    const server = new URL(await testPostgresServerUrl());
    const wrongPassword = new URL(server);
    wrongPassword.password = "not-the-password";
    await expect(openPostgresStore(wrongPassword.toString())).rejects.toThrow(
      new DatabaseConnectionError(
        `${server.hostname}:${server.port}${server.pathname}`,
        "the server refused the password",
      ),
    );
    const missing = new URL(server);
    missing.pathname = "/no_such_database";
    await expect(openPostgresStore(missing.toString())).rejects.toThrow(
      `cannot use the PostgreSQL database ${server.hostname}:${server.port}/no_such_database: the database does not exist`,
    );
  });
});

describe("openStore on a PostgreSQL URL", () => {
  it("opens the migrated PostgreSQL store, which takes writes and imports", async () => {
    const database = await createTestPostgresDatabase();
    const store = await openStore(database.url.replace(/^postgres:/, "postgresql:"));
    try {
      expect(store.engine).toBe("postgres");
      await store.models.upsert({ id: "acme/one", downloads: 5 });
      expect((await store.models.list()).items.map((model) => model.id)).toEqual(["acme/one"]);
      const dir = mkdtempSync(join(tmpdir(), "modelhub-pg-open-"));
      const dump = join(dir, "models.jsonl");
      writeFileSync(dump, `${JSON.stringify({ id: "acme/two", downloads: 9 })}\n`);
      expect(await importPath(store, dump)).toMatchObject({ kind: "models", records: 1, inserted: 1 });
      rmSync(dir, { recursive: true, force: true });
      expect((await store.models.list()).items.map((model) => model.id)).toEqual(["acme/two", "acme/one"]);
    } finally {
      await store.close();
      await database.drop();
    }
  });
});
