import { AsyncLocalStorage } from "node:async_hooks";
import { type Kysely, sql } from "kysely";
import type pg from "pg";
import { DATA_VERSION_KEY, nextDataVersion } from "../data-version";
import { DatasetRepository } from "../datasets/dataset-repository";
import { MetaRepository } from "../meta-repository";
import { ModelRepository } from "../models/model-repository";
import type { ModelRowTags } from "../models/model-summary";
import { migratePostgres } from "../schema/postgres/index";
import { SpaceRepository } from "../spaces/space-repository";
import type { OpenStoreOptions, Store } from "../store";
import {
  clientKysely,
  connectPostgresPool,
  newPostgresPool,
  postgresKysely,
  STATEMENT_TIMEOUT_MS,
} from "./connect-postgres";
import { postgresConnection } from "./postgres-connection";
import { PostgresDatasetWrites } from "./postgres-dataset-writes";
import { PostgresModelWrites } from "./postgres-model-writes";
import { PostgresSpaceWrites } from "./postgres-space-writes";
import type { PostgresTables } from "./postgres-tables";

/**
 * A store in a PostgreSQL database: a connection pool and the repositories over it. Any number of
 * processes may open one database; each query reads what is committed.
 */
export interface PostgresStore extends Store {
  readonly engine: "postgres";
  /**
   * Runs `fn` in one transaction on a connection of its own, given to `fn` for what Kysely cannot
   * send (COPY, for imports); the repositories' calls within `fn` join it. Not within another.
   * Its statements have no time bound (see OpenStoreOptions.statementTimeoutMs).
   */
  bulkTransaction<T>(fn: (client: pg.PoolClient) => Promise<T>): Promise<T>;
}

/**
 * Connects to the database at `url` (a DatabaseConnectionError when the server cannot be reached
 * or refuses the login), applies pending migrations (a StoreSchemaError for a store older than the
 * baseline schema or newer than this code) and returns the store.
 */
export async function openPostgresStore(url: string, options: OpenStoreOptions = {}): Promise<PostgresStore> {
  // The repositories' statements are bounded, so that a read never hangs on a server that stopped
  // answering; migrations and bulk loads, minutes long at a million rows, run on a pool of their
  // own without bounds.
  const pool = postgresKysely(
    await connectPostgresPool(url, {
      statementTimeoutMs: options.statementTimeoutMs ?? STATEMENT_TIMEOUT_MS,
    }),
    url,
  );
  const longPool = newPostgresPool(url);
  const closeAll = async () => {
    await pool.destroy();
    await longPool.end();
  };
  try {
    const long = postgresKysely(longPool, url);
    await migratePostgres(long as unknown as Kysely<unknown>, url, undefined, options.onMigration);
  } catch (error) {
    await closeAll();
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
  const bulkTransaction = async <T>(fn: (client: pg.PoolClient) => Promise<T>): Promise<T> => {
    if (current.getStore()) throw new Error("a bulk load cannot run within another transaction");
    const client = await longPool.connect();
    const tx = clientKysely(client);
    let broken = false;
    try {
      await client.query("BEGIN");
      try {
        const result = await current.run({ tx, depth: 1, wrote: { rows: true } }, () => fn(client));
        await writeNewDataVersion(tx);
        await client.query("COMMIT");
        return result;
      } catch (error) {
        await client.query("ROLLBACK").catch(() => {
          broken = true;
        });
        throw error;
      }
    } finally {
      client.release(broken);
    }
  };
  const connection = postgresConnection(db);
  const meta = new MetaRepository(connection);
  return {
    engine: "postgres",
    models: new ModelRepository(connection, POSTGRES_ROW_TAGS, new PostgresModelWrites(db, writeTransaction)),
    datasets: new DatasetRepository(connection, new PostgresDatasetWrites(db, writeTransaction)),
    spaces: new SpaceRepository(connection, new PostgresSpaceWrites(db, writeTransaction)),
    meta,
    dataVersion: async () => (await meta.get<string>(DATA_VERSION_KEY)) ?? "",
    transaction,
    bulkTransaction,
    close: closeAll,
  };
}

/** PostgreSQL's model rows hold their own tags by name. */
const POSTGRES_ROW_TAGS: ModelRowTags = { column: "m.tags", namer: () => (tags) => tags as string[] };

/** Replaces the stored data version with the next one, in the transaction `tx` (see Store.dataVersion). */
async function writeNewDataVersion(tx: Kysely<PostgresTables>): Promise<void> {
  const meta = new MetaRepository(postgresConnection(() => tx));
  await meta.set(DATA_VERSION_KEY, nextDataVersion((await meta.get<string>(DATA_VERSION_KEY)) ?? ""));
}

/** Whether a store is a PostgreSQL one (for the few callers with work per engine: imports). */
export function isPostgresStore(store: object): store is PostgresStore {
  return (store as { engine?: unknown }).engine === "postgres";
}
