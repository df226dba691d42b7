import { mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { ensureSampleLoaded, migrationMessage, openStore, type Store } from "@modelhub/store";

/** The database file the server uses: `MODELHUB_DB`, else var/modelhub.db under the working directory. */
export function storePath(): string {
  return resolve(process.env.MODELHUB_DB ?? "var/modelhub.db");
}

/**
 * Where the process's store is kept. A global, not a module variable: `modelhub serve` loads this
 * module twice (its own API path from source, and the app bundle's copy), and both must share one
 * connection and one sample load.
 */
const PROCESS_STORE = Symbol.for("modelhub.processStore");
const holder = globalThis as { [PROCESS_STORE]?: Store };

/**
 * The server's store, opened once per process: the database at `storePath()` (created with its
 * folder when missing) with the bundled sample loaded on first start. Everything below the route
 * modules takes the store as an argument; this is the one place that holds it. `log` hears of
 * each schema change the file needs before it is made.
 */
export function getStore(log: (line: string) => void = () => {}): Store {
  let store = holder[PROCESS_STORE];
  if (!store) {
    const path = storePath();
    mkdirSync(dirname(path), { recursive: true });
    store = openStore(path, { onMigration: (migration) => log(migrationMessage(path, migration)) });
    ensureSampleLoaded(store);
    holder[PROCESS_STORE] = store;
  }
  return store;
}
