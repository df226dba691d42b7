import { mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { ensureSampleLoaded, openStore, type Store } from "@modelhub/store";

/** The database file the server uses: `MODELHUB_DB`, else var/modelhub.db under the working directory. */
export function storePath(): string {
  return resolve(process.env.MODELHUB_DB ?? "var/modelhub.db");
}

let processStore: Store | undefined;

/**
 * The server's store, opened once per process: the database at `storePath()` (created with its
 * folder when missing) with the bundled sample loaded on first start. Everything below the route
 * modules takes the store as an argument; this is the one place that holds it.
 */
export function getStore(): Store {
  if (!processStore) {
    const path = storePath();
    mkdirSync(dirname(path), { recursive: true });
    const store = openStore(path);
    ensureSampleLoaded(store);
    processStore = store;
  }
  return processStore;
}
