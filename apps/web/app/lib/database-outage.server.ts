import { AsyncLocalStorage } from "node:async_hooks";
import { DatabaseConnectionError } from "@modelhub/store";

/** What a visitor reads while the database cannot be used: the server's log names the host and why. */
export const DATABASE_UNAVAILABLE_MESSAGE =
  "The hub's database cannot be reached right now; try again in a moment.";

/** Seconds a client is asked to wait before trying again (the Retry-After header). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** The database failure a page request met, if any, noted where React Router reports it. */
interface OutageWatch {
  failure?: DatabaseConnectionError;
}

/**
 * The watch of the request being handled. A global, as the process store is: the server and the
 * app bundle each load their own copy of this module, and must share the one the server starts.
 */
const REQUEST_OUTAGE = Symbol.for("modelhub.requestOutage");
const holder = globalThis as { [REQUEST_OUTAGE]?: AsyncLocalStorage<OutageWatch> };
holder[REQUEST_OUTAGE] ??= new AsyncLocalStorage<OutageWatch>();
const requestOutage = holder[REQUEST_OUTAGE];

/**
 * Runs a page request's `handle` and gives its result with the database failure its loaders met:
 * React Router turns a loader's error into a 500 page, which such a failure must not be.
 */
export async function watchDatabaseOutage<T>(
  handle: () => Promise<T>,
): Promise<{ result: T; failure?: DatabaseConnectionError }> {
  const watch: OutageWatch = {};
  const result = await requestOutage.run(watch, handle);
  return watch.failure ? { result, failure: watch.failure } : { result };
}

/** Whether `error` is the database failing; if so, notes it for the request's answer. */
export function noteDatabaseOutage(error: unknown): boolean {
  if (!(error instanceof DatabaseConnectionError)) return false;
  const watch = requestOutage.getStore();
  if (watch) watch.failure = error;
  return true;
}
