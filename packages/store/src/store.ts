import { storedDataVersion, writeNewDataVersion } from "./data-version";
import { type Database, openDatabase } from "./database";
import { DatasetRepository } from "./datasets/dataset-repository";
import { MetaRepository } from "./meta-repository";
import { MIGRATIONS, migrate, schemaVersion } from "./migrations/index";
import { ModelRepository } from "./models/model-repository";
import { connectPostgres, isPostgresUrl } from "./postgres/connect-postgres";
import { describeServer } from "./postgres/database-connection-error";
import { SpaceRepository } from "./spaces/space-repository";
import { hasStatistics, refreshStatistics } from "./statistics";

/**
 * An open store: one SQLite connection and the repositories over it. Create it with `openStore`
 * and pass it to whatever needs data; there is no global instance.
 */
export interface Store {
  /** The connection, for migrations and tests. */
  readonly db: Database;
  readonly models: ModelRepository;
  readonly datasets: DatasetRepository;
  readonly spaces: SpaceRepository;
  /** Small key/value facts about the store (which sample is loaded, snapshot dates). */
  readonly meta: MetaRepository;
  /**
   * A text that changes whenever the data may have changed, kept in the store: each write of rows
   * through a store opened by openStore replaces it, so every process that reads the file gives
   * the same text for the same data, before and after a restart. `<seconds>.<n>-<random>`: the
   * Unix time of the write and the version's number within that second (see dataVersionDate).
   * One small query; reads never change it.
   */
  dataVersion(): Promise<string>;
  /**
   * Runs `fn` in one transaction: its reads see one snapshot, its writes commit together or not
   * at all. Nested calls join it.
   */
  transaction<T>(fn: () => Promise<T>): Promise<T>;
  /** Runs a large write in one transaction, with the file to itself when it can (see Database). */
  exclusiveTransaction<T>(fn: () => Promise<T>): Promise<T>;
  /** Closes the connection. */
  close(): Promise<void>;
}

/** Wraps an already-open, migrated database in the repositories. */
export function createStore(db: Database): Store {
  return {
    db,
    models: new ModelRepository(db),
    datasets: new DatasetRepository(db),
    spaces: new SpaceRepository(db),
    meta: new MetaRepository(db),
    dataVersion: async () => storedDataVersion(db),
    transaction: (fn) => db.asyncTransaction(fn),
    exclusiveTransaction: (fn) => db.exclusiveTransaction(fn),
    close: async () => db.close(),
  };
}

/** A schema change, as openStore reports it before applying it. */
export interface MigrationNotice {
  version: number;
  name: string;
}

export interface OpenStoreOptions {
  /**
   * Called before each schema change an existing file needs (some take seconds on a large
   * store); not for a new file's.
   */
  onMigration?: (migration: MigrationNotice) => void;
}

/** The line the commands print before a schema change of the store at `path`. */
export function migrationMessage(path: string, { version, name }: MigrationNotice): string {
  return `Updating ${path} to schema version ${version}: ${name}...`;
}

/**
 * Opens the store at `location`: a SQLite file path (creating the file, WAL mode) or ":memory:",
 * applying pending migrations. Several processes may open the same file: one writes (an import)
 * while others read (the web server), and readers see each commit on their next query.
 *
 * A `postgres://` or `postgresql://` URL names a PostgreSQL database: a server that cannot be
 * reached or refuses the login is a DatabaseConnectionError naming the host and the reason. The
 * PostgreSQL engine is not complete yet (openPostgresStore opens what it has), so a reachable one
 * is refused too, with a message saying so, rather than taken for a file path.
 */
export async function openStore(location: string, options: OpenStoreOptions = {}): Promise<Store> {
  if (isPostgresUrl(location)) {
    await (await connectPostgres(location)).destroy();
    throw new Error(
      `${describeServer(location)}: a hub cannot run on PostgreSQL yet (its engine is not complete); use a SQLite file`,
    );
  }
  const path = location;
  const db = openDatabase(path, { onWrite: writeNewDataVersion });
  try {
    // A new file gets every migration at once: only an existing store's changes are news.
    const onMigration = schemaVersion(db) > 0 ? options.onMigration : undefined;
    const applied = migrate(
      db,
      MIGRATIONS,
      onMigration && (({ version, name }) => onMigration({ version, name })),
    );
    if (applied.length || !hasStatistics(db)) refreshStatistics(db);
  } catch (error) {
    db.close();
    throw error;
  }
  return createStore(db);
}
