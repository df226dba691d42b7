import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import {
  ensureSampleLoaded,
  isPostgresUrl,
  migrationMessage,
  openStore,
  resolveStoreLocation,
  type Store,
} from "@modelhub/store";

/**
 * The store the server uses: `MODELHUB_DB`, else `DATABASE_URL`, else var/modelhub.db under the
 * working directory; a file path or a postgres:// URL.
 */
export function storePath(): string {
  return resolveStoreLocation(process.env.MODELHUB_DB || process.env.DATABASE_URL || "var/modelhub.db");
}

/**
 * Where the process's store is kept. A global, not a module variable: the development server
 * (`npm run dev`) evaluates this module again when it or a package it imports changes, and the
 * process keeps one connection to the file all the same.
 */
const PROCESS_STORE = Symbol.for("modelhub.processStore");
const holder = globalThis as { [PROCESS_STORE]?: Promise<Store> };

/**
 * The server's store, opened once per process: the database at `storePath()` (created with its
 * folder when missing) with the bundled sample loaded on first start. Everything below the route
 * modules takes the store as an argument; this is the one place that holds it. `log` hears of
 * each schema change the file needs before it is made. Requests arriving while it opens wait for
 * the same opening; one that failed (an import holding the file) is tried again by the next.
 */
export function getStore(log: (line: string) => void = () => {}): Promise<Store> {
  let opening = holder[PROCESS_STORE];
  if (!opening) {
    opening = openProcessStore(log);
    holder[PROCESS_STORE] = opening;
    opening.catch(() => {
      if (holder[PROCESS_STORE] === opening) delete holder[PROCESS_STORE];
    });
  }
  return opening;
}

async function openProcessStore(log: (line: string) => void): Promise<Store> {
  const path = storePath();
  if (!isPostgresUrl(path)) mkdirSync(dirname(path), { recursive: true });
  const store = await openStore(path, { onMigration: (migration) => log(migrationMessage(path, migration)) });
  try {
    await ensureSampleLoaded(store);
  } catch (error) {
    await store.close();
    throw error;
  }
  return store;
}
