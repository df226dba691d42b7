import { Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import { connectionError } from "./database-connection-error";
import type { PostgresTables } from "./postgres-tables";

/** PostgreSQL's type id of `bigint`: rowids and counts, which stay below 2^53, read as numbers. */
const INT8_OID = 20;

/** How long a connection attempt may take before it is reported as timed out. */
const CONNECT_TIMEOUT_MS = 10_000;

/** Whether a store location is a PostgreSQL connection URL rather than a SQLite file path. */
export function isPostgresUrl(location: string): boolean {
  return /^postgres(ql)?:\/\//i.test(location);
}

/**
 * A pool of connections to the database at `url`, behind Kysely, after one round trip that proves
 * the server answers and takes the login: a DatabaseConnectionError otherwise.
 */
export async function connectPostgres(url: string): Promise<Kysely<PostgresTables>> {
  const pool = new pg.Pool({
    connectionString: url,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    types: {
      getTypeParser: ((oid: number, format?: "text" | "binary") =>
        oid === INT8_OID ? Number : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  // An idle connection the server drops (a restart) is an error event: without a listener it
  // would end the process; the pool replaces the connection on the next query.
  pool.on("error", () => {});
  try {
    const client = await pool.connect();
    client.release();
  } catch (error) {
    await pool.end().catch(() => {});
    throw connectionError(url, error) ?? error;
  }
  return new Kysely<PostgresTables>({ dialect: new PostgresDialect({ pool }) });
}
