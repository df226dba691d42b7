import {
  Kysely,
  PostgresDialect,
  type PostgresDialectConfig,
  type PostgresPool,
  type PostgresPoolClient,
} from "kysely";
import pg from "pg";
import { connectionError, DatabaseConnectionError, describeServer } from "./database-connection-error";
import type { PostgresTables } from "./postgres-tables";

/** PostgreSQL's type id of `bigint`: rowids and counts, which stay below 2^53, read as numbers. */
const INT8_OID = 20;

/**
 * How long a connection attempt (or a wait for a free connection of the pool) may take before it
 * is reported as timed out: short, so that a server whose database is gone answers 503 at once.
 */
const CONNECT_TIMEOUT_MS = 5_000;

/**
 * How long the server lets one statement of the store's own connections run (`statement_timeout`):
 * a page's reads take milliseconds, so a statement this slow is stuck or the server overloaded.
 */
export const STATEMENT_TIMEOUT_MS = 15_000;

/**
 * How much longer than the statement timeout the client waits for an answer before it gives the
 * connection up: time for the server's own cancel to arrive. A silent network (a host gone
 * without a reset, a frozen server) sends nothing, and only this bound ends the wait.
 */
const ANSWER_MARGIN_MS = 2_000;

/**
 * When an idle connection starts TCP keepalive probes, so that a peer gone without a reset is
 * found out in time even on a connection no query bounds (a long import's); the system's probe
 * interval and count apply after it.
 */
const KEEPALIVE_DELAY_MS = 10_000;

/** Bounds on a pool's statements: for the connections that serve reads and small writes. */
export interface StatementBounds {
  /** The server-side `statement_timeout`; the client waits ANSWER_MARGIN_MS longer for an answer. */
  statementTimeoutMs: number;
}

/** Whether a store location is a PostgreSQL connection URL rather than a SQLite file path. */
export function isPostgresUrl(location: string): boolean {
  return /^postgres(ql)?:\/\//i.test(location);
}

/**
 * A pool of connections to the database at `url`, behind Kysely, after one round trip that proves
 * the server answers and takes the login: a DatabaseConnectionError otherwise. Later, a failure of
 * the connection itself (the server stopped, restarted or dropped the session) is a
 * DatabaseConnectionError too, and that connection is closed rather than lent again; the pool
 * opens new ones as needed, so queries succeed again once the server is back.
 */
export async function connectPostgres(url: string): Promise<Kysely<PostgresTables>> {
  return postgresKysely(await connectPostgresPool(url), url);
}

/**
 * A pool of connections to `url`, opened as needed: with TCP keepalive, and with `bounds` on each
 * statement when given (a connection whose answer does not come in time is given up).
 */
export function newPostgresPool(url: string, bounds?: StatementBounds): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    keepAlive: true,
    keepAliveInitialDelayMillis: KEEPALIVE_DELAY_MS,
    ...(bounds
      ? {
          statement_timeout: bounds.statementTimeoutMs,
          query_timeout: bounds.statementTimeoutMs + ANSWER_MARGIN_MS,
        }
      : {}),
    types: {
      getTypeParser: ((oid: number, format?: "text" | "binary") =>
        oid === INT8_OID ? Number : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  // An idle connection the server drops (a restart) is an error event: without a listener it
  // would end the process; the pool replaces the connection on the next query.
  pool.on("error", () => {});
  return pool;
}

/** The pool of connectPostgres itself, for what Kysely cannot send (COPY); `bounds` as newPostgresPool. */
export async function connectPostgresPool(url: string, bounds?: StatementBounds): Promise<pg.Pool> {
  const pool = newPostgresPool(url, bounds);
  try {
    const client = await pool.connect();
    client.release();
  } catch (error) {
    await pool.end().catch(() => {});
    throw connectionError(url, error) ?? error;
  }
  return pool;
}

/** Kysely over a pool of connections to `url` (destroying it ends the pool). */
export function postgresKysely(pool: pg.Pool, url: string): Kysely<PostgresTables> {
  return new Kysely<PostgresTables>({ dialect: new PostgresDialect({ pool: reportingPool(pool, url) }) });
}

/**
 * Kysely over one connection checked out of a pool, for a transaction on it (the connection stays
 * out: Kysely's release after each query does nothing; its owner releases it).
 */
export function clientKysely(client: pg.PoolClient): Kysely<PostgresTables> {
  const connection = { query: client.query.bind(client), release: () => {} };
  const pool = { connect: async () => connection, end: async () => {} };
  return new Kysely<PostgresTables>({
    dialect: new PostgresDialect({ pool: pool as unknown as PostgresDialectConfig["pool"] }),
  });
}

/**
 * The pool as Kysely uses it, with the connection failures of its clients named (see
 * connectionError) and a client whose connection failed destroyed on release.
 */
function reportingPool(pool: pg.Pool, url: string): PostgresPool {
  // The failure of each client whose connection failed: a later query on it (a transaction's
  // ROLLBACK) fails with it at once instead of waiting behind a query that never ends.
  const broken = new WeakMap<pg.PoolClient, DatabaseConnectionError>();
  // A connection that fails while lent out but between queries (the server ended the session) is
  // an error event, which would end the process unheard: listened to from the moment it opens.
  pool.on("connect", (client) =>
    client.on("error", (error) =>
      broken.set(
        client,
        connectionError(url, error) ??
          new DatabaseConnectionError(describeServer(url), "the connection failed"),
      ),
    ),
  );
  const views = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  const reporting = (client: pg.PoolClient): PostgresPoolClient => {
    const query = (async (sql: string, parameters: readonly unknown[]) => {
      const failed = broken.get(client);
      if (failed) throw failed;
      try {
        return await client.query(sql, [...parameters]);
      } catch (error) {
        const failure = connectionError(url, error);
        if (!failure) throw error;
        broken.set(client, failure);
        throw failure;
      }
    }) as unknown as PostgresPoolClient["query"];
    return {
      query,
      release: (destroy?: boolean) => client.release(broken.has(client) || destroy === true),
    };
  };
  return {
    connect: async () => {
      let client: pg.PoolClient;
      try {
        client = await pool.connect();
      } catch (error) {
        throw connectionError(url, error) ?? error;
      }
      let view = views.get(client);
      if (!view) {
        view = reporting(client);
        views.set(client, view);
      }
      return view;
    },
    end: () => pool.end(),
  };
}
