import type { DatasetRepository } from "./datasets/dataset-repository";
import type { MetaRepository } from "./meta-repository";
import type { ModelRepository } from "./models/model-repository";
import { isPostgresUrl } from "./postgres/connect-postgres";
import { openPostgresStore } from "./postgres/postgres-store";
import type { SpaceRepository } from "./spaces/space-repository";
import { openSqliteStore } from "./sqlite-store";
import { describeStoreLocation } from "./store-location";

/** The database engine a store runs on. */
export type StoreEngine = "sqlite" | "postgres";

/**
 * An open store: a connection to its database and the repositories over it, the same calls on
 * either engine. Create it with `openStore` and pass it to whatever needs data; there is no global
 * instance.
 */
export interface Store {
  /** Which engine holds the data, for the few callers that do engine-specific work (imports). */
  readonly engine: StoreEngine;
  readonly models: ModelRepository;
  readonly datasets: DatasetRepository;
  readonly spaces: SpaceRepository;
  /** Small key/value facts about the store (which sample is loaded, snapshot dates). */
  readonly meta: MetaRepository;
  /**
   * A text that changes whenever the data may have changed, kept in the store: each write of rows
   * replaces it, so every process that reads the database gives the same text for the same data,
   * before and after a restart. `<seconds>.<n>-<random>`: the Unix time of the write and the
   * version's number within that second (see dataVersionDate). One small query; reads never
   * change it.
   */
  dataVersion(): Promise<string>;
  /**
   * Runs `fn` in one transaction: its reads see one snapshot, its writes commit together or not
   * at all. Nested calls join it.
   */
  transaction<T>(fn: () => Promise<T>): Promise<T>;
  /** Closes the connection (every connection of a pool). */
  close(): Promise<void>;
}

/** A schema change, as openStore reports it before applying it. */
export interface MigrationNotice {
  version: number;
  name: string;
}

export interface OpenStoreOptions {
  /**
   * Called before each schema change an existing store needs (some take seconds on a large
   * store); not for a new one's.
   */
  onMigration?: (migration: MigrationNotice) => void;
  /**
   * PostgreSQL: how long one statement of the repositories' may run before the server cancels it
   * (default 15 s); the client gives up 2 s later on a server that does not answer at all. Either
   * is a DatabaseConnectionError. Migrations and bulk loads (imports) are not bounded.
   */
  statementTimeoutMs?: number;
}

/** The line the commands print before a schema change of the store at `path`. */
export function migrationMessage(path: string, { version, name }: MigrationNotice): string {
  return `Updating ${describeStoreLocation(path)} to schema version ${version}: ${name}...`;
}

/**
 * Opens the store at `location`, applying pending migrations (a StoreSchemaError, saying how to
 * import again, for a store older than the baseline schema): a `postgres://` or `postgresql://`
 * URL names a PostgreSQL database (a server that cannot be reached or refuses the login is a
 * DatabaseConnectionError naming the host and the reason); anything else is a SQLite file path
 * (created when missing) or ":memory:".
 */
export async function openStore(location: string, options: OpenStoreOptions = {}): Promise<Store> {
  return isPostgresUrl(location) ? openPostgresStore(location, options) : openSqliteStore(location, options);
}
