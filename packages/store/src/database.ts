import BetterSqlite3 from "better-sqlite3";

/** Values SQLite accepts as statement parameters. */
export type SqlValue = string | number | bigint | null | Uint8Array;

/** Named or positional parameters of one statement. */
export type SqlParams = readonly SqlValue[] | Record<string, SqlValue>;

/**
 * The thin typed wrapper over the SQLite driver that repositories receive as a dependency.
 * Statements are prepared once and cached by their SQL text.
 */
export interface Database {
  /** The file path, or ":memory:". */
  readonly path: string;
  /** Runs one or more statements that take no parameters (schema changes). */
  exec(sql: string): void;
  /** Rows of a query, typed by the caller. */
  all<Row>(sql: string, params?: SqlParams): Row[];
  /** The first row of a query, or undefined. */
  get<Row>(sql: string, params?: SqlParams): Row | undefined;
  /** Runs a write; returns the number of changed rows and the last inserted rowid. */
  run(sql: string, params?: SqlParams): { changes: number; lastInsertRowid: number };
  /**
   * Runs `fn` in one transaction: committed when it returns, rolled back when it throws.
   * Nested calls join the outer transaction (savepoints), so helpers can call it freely.
   */
  transaction<T>(fn: () => T): T;
  /** Whether a transaction is open on this connection. */
  readonly inTransaction: boolean;
  /** Closes the connection; later calls throw. */
  close(): void;
}

/** Opens (creating when missing) a SQLite database in WAL mode with the project's pragmas. */
export function openDatabase(path: string): Database {
  const db = new BetterSqlite3(path);
  if (path !== ":memory:") db.pragma("journal_mode = WAL");
  db.pragma("synchronous = NORMAL");
  db.pragma("foreign_keys = ON");
  // Readers (the web server) wait for a writer (an import) instead of failing at once.
  db.pragma("busy_timeout = 5000");
  db.pragma("cache_size = -65536");
  db.pragma("temp_store = MEMORY");
  return wrapDatabase(db, path);
}

function wrapDatabase(db: BetterSqlite3.Database, path: string): Database {
  const cache = new Map<string, BetterSqlite3.Statement>();
  const statement = (sql: string) => {
    let stmt = cache.get(sql);
    if (!stmt) {
      stmt = db.prepare(sql);
      cache.set(sql, stmt);
    }
    return stmt;
  };
  const bind = (params: SqlParams | undefined): unknown[] =>
    params === undefined ? [] : Array.isArray(params) ? (params as SqlValue[]) : [params];
  return {
    path,
    exec: (sql) => {
      db.exec(sql);
    },
    all: <Row>(sql: string, params?: SqlParams) => statement(sql).all(...bind(params)) as Row[],
    get: <Row>(sql: string, params?: SqlParams) => statement(sql).get(...bind(params)) as Row | undefined,
    run: (sql, params) => {
      const result = statement(sql).run(...bind(params));
      return { changes: result.changes, lastInsertRowid: Number(result.lastInsertRowid) };
    },
    transaction: <T>(fn: () => T) => db.transaction(fn)(),
    get inTransaction() {
      return db.inTransaction;
    },
    close: () => {
      cache.clear();
      db.close();
    },
  };
}
