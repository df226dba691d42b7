import { resolve } from "node:path";
import { isPostgresUrl } from "./postgres/connect-postgres";
import { describeServer } from "./postgres/database-connection-error";

/**
 * Where a command or the server keeps its store, from a `--db` value or an environment variable: a
 * PostgreSQL connection URL as given, a SQLite file path made absolute, ":memory:" as it is.
 */
export function resolveStoreLocation(location: string): string {
  return isPostgresUrl(location) || location === ":memory:" ? location : resolve(location);
}

/** A store location as messages show it: a connection URL without its user and password. */
export function describeStoreLocation(location: string): string {
  return isPostgresUrl(location) ? `postgres://${describeServer(location)}` : location;
}
