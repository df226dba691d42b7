import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openStore } from "@modelhub/store";
import { loadBuiltServer } from "../../server/built-server";
import type { RunningServer } from "../../server/index";
import { addFixtures } from "../fixture-store";

/** The production build of the site, served on a free port over a temporary database. */
export interface TestSite {
  server: RunningServer;
  url: string;
  /** The database file it serves. */
  dbPath: string;
  stop(): Promise<void>;
}

/**
 * Fills a temporary database with the fixture models (hostile author text included) and serves it
 * from the build `npm run build` made (apps/web/build), as `modelhub serve` does, with `workers`
 * processes when given; the bundled sample loads as the server starts. `beforeServing` runs
 * between the two.
 */
export async function startTestSite(
  options: { beforeServing?: (dbPath: string) => void; workers?: number } = {},
): Promise<TestSite> {
  const dir = mkdtempSync(join(tmpdir(), "modelhub-e2e-"));
  const dbPath = join(dir, "hub.db");
  const store = await openStore(dbPath);
  await addFixtures(store);
  await store.close();
  options.beforeServing?.(dbPath);
  const { startServer } = await loadBuiltServer();
  const server = await startServer({
    port: 0,
    host: "127.0.0.1",
    dbPath,
    ...(options.workers ? { workers: options.workers } : {}),
  });
  return {
    server,
    url: server.url.replace("localhost", "127.0.0.1"),
    dbPath,
    stop: async () => {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
