import { AsyncLocalStorage } from "node:async_hooks";
import { type Kysely, sql } from "kysely";
import { migratePostgres } from "../schema/postgres/index";
import type { MigrationNotice } from "../store";
import { connectPostgres } from "./connect-postgres";
import { PostgresDatasetRepository } from "./postgres-dataset-repository";
import { PostgresMetaRepository } from "./postgres-meta-repository";
import { PostgresModelRepository } from "./postgres-model-repository";
import { PostgresSpaceRepository } from "./postgres-space-repository";
import type { PostgresTables } from "./postgres-tables";

/**
 * An open PostgreSQL store: a connection pool and the repositories over it. The engine grows
 * towards the whole Store interface; so far it has models, datasets, spaces and the store's facts.
 */
export interface PostgresStore {
  readonly engine: "postgres";
  readonly models: PostgresModelRepository;
  readonly datasets: PostgresDatasetRepository;
  readonly spaces: PostgresSpaceRepository;
  /** Small key/value facts about the store (which sample is loaded, snapshot dates). */
  readonly meta: PostgresMetaRepository;
  /**
   * Runs `fn` in one transaction on one connection: its reads see one snapshot, its writes commit
   * together or not at all. Called within `fn`, it nests as a savepoint.
   */
  transaction<T>(fn: () => Promise<T>): Promise<T>;
  /** Closes every connection of the pool. */
  close(): Promise<void>;
}

/**
 * Connects to the database at `url` (a DatabaseConnectionError when the server cannot be reached
 * or refuses the login), applies pending migrations and returns the store.
 */
export async function openPostgresStore(
  url: string,
  options: { onMigration?: (migration: MigrationNotice) => void } = {},
): Promise<PostgresStore> {
  const pool = await connectPostgres(url);
  try {
    await migratePostgres(pool as unknown as Kysely<unknown>, undefined, options.onMigration);
  } catch (error) {
    await pool.destroy();
    throw error;
  }
  // The transaction of the async context in progress: its calls run on its connection, and a
  // transaction within it is a savepoint, so that its failure undoes its own writes only.
  const current = new AsyncLocalStorage<{ tx: Kysely<PostgresTables>; depth: number }>();
  const db = () => current.getStore()?.tx ?? pool;
  const transaction = async <T>(fn: () => Promise<T>): Promise<T> => {
    const outer = current.getStore();
    if (!outer) return pool.transaction().execute((tx) => current.run({ tx, depth: 1 }, fn));
    const savepoint = sql.raw(`nested_${outer.depth}`);
    await sql`SAVEPOINT ${savepoint}`.execute(outer.tx);
    try {
      const result = await current.run({ tx: outer.tx, depth: outer.depth + 1 }, fn);
      await sql`RELEASE SAVEPOINT ${savepoint}`.execute(outer.tx);
      return result;
    } catch (error) {
      await sql`ROLLBACK TO SAVEPOINT ${savepoint}`.execute(outer.tx);
      throw error;
    }
  };
  return {
    engine: "postgres",
    models: new PostgresModelRepository(db, transaction),
    datasets: new PostgresDatasetRepository(db, transaction),
    spaces: new PostgresSpaceRepository(db, transaction),
    meta: new PostgresMetaRepository(db),
    transaction,
    close: () => pool.destroy(),
  };
}
