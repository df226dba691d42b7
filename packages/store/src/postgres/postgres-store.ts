import { AsyncLocalStorage } from "node:async_hooks";
import { type Kysely, sql } from "kysely";
import { DATA_VERSION_KEY, nextDataVersion } from "../data-version";
import { migratePostgres } from "../schema/postgres/index";
import type { OpenStoreOptions, Store } from "../store";
import { connectPostgres } from "./connect-postgres";
import { PostgresDatasetRepository } from "./postgres-dataset-repository";
import { PostgresMetaRepository } from "./postgres-meta-repository";
import { PostgresModelRepository } from "./postgres-model-repository";
import { PostgresSpaceRepository } from "./postgres-space-repository";
import type { PostgresTables } from "./postgres-tables";

/**
 * A store in a PostgreSQL database: a connection pool and the repositories over it. Any number of
 * processes may open one database; each query reads what is committed.
 */
export interface PostgresStore extends Store {
  readonly engine: "postgres";
  readonly models: PostgresModelRepository;
  readonly datasets: PostgresDatasetRepository;
  readonly spaces: PostgresSpaceRepository;
  readonly meta: PostgresMetaRepository;
}

/**
 * Connects to the database at `url` (a DatabaseConnectionError when the server cannot be reached
 * or refuses the login), applies pending migrations and returns the store.
 */
export async function openPostgresStore(url: string, options: OpenStoreOptions = {}): Promise<PostgresStore> {
  const pool = await connectPostgres(url);
  try {
    await migratePostgres(pool as unknown as Kysely<unknown>, undefined, options.onMigration);
  } catch (error) {
    await pool.destroy();
    throw error;
  }
  // The transaction of the async context in progress: its calls run on its connection, and a
  // transaction within it is a savepoint, so that its failure undoes its own writes only. `wrote`
  // says whether it changed data, so that it replaces the data version as it commits.
  const current = new AsyncLocalStorage<{
    tx: Kysely<PostgresTables>;
    depth: number;
    wrote: { rows: boolean };
  }>();
  const db = () => current.getStore()?.tx ?? pool;
  const transaction = async <T>(fn: () => Promise<T>): Promise<T> => {
    const outer = current.getStore();
    if (!outer) {
      return pool.transaction().execute(async (tx) => {
        const wrote = { rows: false };
        const result = await current.run({ tx, depth: 1, wrote }, fn);
        if (wrote.rows) await writeNewDataVersion(tx);
        return result;
      });
    }
    const savepoint = sql.raw(`nested_${outer.depth}`);
    await sql`SAVEPOINT ${savepoint}`.execute(outer.tx);
    try {
      const result = await current.run({ ...outer, depth: outer.depth + 1 }, fn);
      await sql`RELEASE SAVEPOINT ${savepoint}`.execute(outer.tx);
      return result;
    } catch (error) {
      await sql`ROLLBACK TO SAVEPOINT ${savepoint}`.execute(outer.tx);
      throw error;
    }
  };
  // What the repositories' writes run in: a transaction that replaces the data version.
  const writeTransaction = <T>(fn: () => Promise<T>): Promise<T> =>
    transaction(async () => {
      const result = await fn();
      const wrote = current.getStore()?.wrote;
      if (wrote) wrote.rows = true;
      return result;
    });
  return {
    engine: "postgres",
    models: new PostgresModelRepository(db, writeTransaction),
    datasets: new PostgresDatasetRepository(db, writeTransaction),
    spaces: new PostgresSpaceRepository(db, writeTransaction),
    meta: new PostgresMetaRepository(db),
    dataVersion: async () => (await new PostgresMetaRepository(db).get<string>(DATA_VERSION_KEY)) ?? "",
    transaction,
    close: () => pool.destroy(),
  };
}

/** Replaces the stored data version with the next one, in the transaction `tx` (see Store.dataVersion). */
async function writeNewDataVersion(tx: Kysely<PostgresTables>): Promise<void> {
  const meta = new PostgresMetaRepository(() => tx);
  await meta.set(DATA_VERSION_KEY, nextDataVersion((await meta.get<string>(DATA_VERSION_KEY)) ?? ""));
}
