import { storedDataVersion, writeNewDataVersion } from "./data-version";
import { type Database, openDatabase } from "./database";
import { DatasetRepository } from "./datasets/dataset-repository";
import { SqliteDatasetWrites } from "./datasets/sqlite-dataset-writes";
import { MetaRepository } from "./meta-repository";
import { ModelRepository } from "./models/model-repository";
import { ModelTagNames } from "./models/model-tag-names";
import { SqliteModelWrites } from "./models/model-writes";
import { MIGRATIONS, migrate, schemaVersion } from "./schema/sqlite/index";
import { SpaceRepository } from "./spaces/space-repository";
import { SqliteSpaceStorage } from "./spaces/sqlite-space-storage";
import { sqliteConnection } from "./sqlite-kysely";
import { hasStatistics, refreshStatistics } from "./statistics";
import type { OpenStoreOptions, Store } from "./store";

/**
 * A store in a SQLite file: one connection and the repositories over it. Its connection is for
 * what only this engine does (its import, migrations, tests).
 */
export interface SqliteStore extends Store {
  readonly engine: "sqlite";
  /** The connection, for imports, migrations and tests. */
  readonly db: Database;
  /** Runs a large write in one transaction, with the file to itself when it can (see Database). */
  exclusiveTransaction<T>(fn: () => Promise<T>): Promise<T>;
}

/** Whether `store` is a SQLite store, whose connection an engine-specific step may use. */
export function isSqliteStore(store: Store): store is SqliteStore {
  return store.engine === "sqlite";
}

/** Wraps an already-open, migrated database in the repositories. */
export function createStore(db: Database): SqliteStore {
  const connection = sqliteConnection(db);
  return {
    engine: "sqlite",
    db,
    models: new ModelRepository(connection, new ModelTagNames(db), new SqliteModelWrites(db)),
    datasets: new DatasetRepository(connection, new SqliteDatasetWrites(db)),
    spaces: new SpaceRepository(connection, new SqliteSpaceStorage(db)),
    meta: new MetaRepository(connection),
    dataVersion: async () => storedDataVersion(db),
    transaction: (fn) => db.asyncTransaction(fn),
    exclusiveTransaction: (fn) => db.exclusiveTransaction(fn),
    close: async () => db.close(),
  };
}

/**
 * Opens the SQLite store at `path` (creating the file, WAL mode) or ":memory:", applying pending
 * migrations (a StoreSchemaError for a store older than the baseline schema or newer than this
 * code). Several processes may open the same file: one writes (an import) while others read (the
 * web server), and readers see each commit on their next query.
 */
export async function openSqliteStore(path: string, options: OpenStoreOptions = {}): Promise<SqliteStore> {
  const db = openDatabase(path, { onWrite: writeNewDataVersion });
  try {
    // A new file gets today's schema at once: only an existing store's changes are news.
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
