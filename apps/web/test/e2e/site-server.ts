import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openStore } from "@modelhub/store";
import { type RunningServer, startServer, WEB_DIR } from "../../server/index";
import { addFixtures } from "../fixture-store";

/** A fresh production build of the site, served on a free port over a temporary database. */
export interface TestSite {
  server: RunningServer;
  url: string;
  /** The database file it serves. */
  dbPath: string;
  stop(): Promise<void>;
}

/**
 * The browser tests' own build folder, so they never disturb a build that `modelhub serve` uses.
 * It must be outside build/: `react-router build` empties its whole build folder first.
 */
export const E2E_BUILD_DIR = join(WEB_DIR, "node_modules", ".cache", "modelhub-e2e-build");

/**
 * Builds the site from the current sources, fills a temporary database with the fixture models
 * (hostile author text included), and serves it (with `workers` processes when given); the
 * bundled sample loads as the server starts. `beforeServing` runs between the two.
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
  const server = await startServer({
    port: 0,
    host: "127.0.0.1",
    dbPath,
    // Rebuilt only when the sources changed since the last e2e build (ensureBuild's fingerprint).
    buildDir: E2E_BUILD_DIR,
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
