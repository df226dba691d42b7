// Where bench-api.ts imports and serves from, on either engine: SQLite files in a temporary
// folder (or --db PATH), or PostgreSQL databases on the server of --db URL, else on a throwaway
// cluster of the benchmark's own (stopped when it exits).
import { rmSync } from "node:fs";
import { join } from "node:path";
import { isPostgresUrl, openStore } from "@modelhub/store";
import { createPostgresDatabase, startThrowawayCluster } from "@modelhub/testkit";

export type BenchEngine = "sqlite" | "postgres";

/** The benchmark's databases: the one measured, and scratch ones for the earlier import runs. */
export interface BenchDatabases {
  /** The database measured: a file path or a postgres:// URL. */
  target: string;
  /** Whether the target already holds models (then the benchmark skips generating and importing). */
  isLoaded(): Promise<boolean>;
  /** A new empty database for one import run (the last run's is the target). */
  scratch(run: number): Promise<string>;
  /** Deletes a scratch database. */
  remove(db: string): Promise<void>;
}

/** The databases for `engine` given --db (a path or URL, or nothing) and the run's temporary folder. */
export async function benchDatabases(
  engine: BenchEngine,
  db: string | undefined,
  dir: string,
): Promise<BenchDatabases> {
  if (engine === "sqlite") {
    if (db && isPostgresUrl(db)) throw new Error("--engine sqlite takes a file path for --db, not a URL");
    const target = db ?? join(dir, "bench.db");
    return {
      target,
      isLoaded: () => hasModels(target),
      scratch: async (run) => join(dir, `import-${run}.db`),
      remove: async (path) => {
        for (const suffix of ["", "-wal", "-shm", "-journal"]) rmSync(`${path}${suffix}`, { force: true });
      },
    };
  }
  if (db && !isPostgresUrl(db)) throw new Error("--engine postgres takes a postgres:// URL for --db");
  // Without --db, a cluster of the benchmark's own, and a database on it to measure.
  const server = db ?? (await startThrowawayCluster()).url;
  const target = db ?? (await createPostgresDatabase(server)).url;
  const drops = new Map<string, () => Promise<void>>();
  return {
    target,
    isLoaded: () => hasModels(target),
    scratch: async () => {
      const created = await createPostgresDatabase(server);
      drops.set(created.url, created.drop);
      return created.url;
    },
    remove: async (url) => {
      await drops.get(url)?.();
      drops.delete(url);
    },
  };
}

/** Whether a store holds any model; false for a file that does not exist yet. */
async function hasModels(location: string): Promise<boolean> {
  if (!isPostgresUrl(location)) {
    const { existsSync } = await import("node:fs");
    if (!existsSync(location)) return false;
  }
  const store = await openStore(location);
  try {
    return (await store.models.count()) > 0;
  } finally {
    await store.close();
  }
}
