import { AsyncLocalStorage } from "node:async_hooks";
import { close, fdatasync, openSync } from "node:fs";
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
  /** The prepared statement of `sql`, from the cache (for the query builder's driver). */
  prepare(sql: string): BetterSqlite3.Statement;
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
  /**
   * Runs `fn` in one transaction like `transaction`, but for a large write, with the file to this
   * connection when nobody else has it open: it leaves WAL mode for a rollback journal until the
   * commit (decision 024). Pages added to the file are then written once, where WAL writes every
   * page twice (to the log, then to the file at the checkpoint). When another connection has the
   * file open, or a transaction is already open, or the database is in memory, it is `transaction`.
   */
  exclusiveTransaction<T>(fn: () => Promise<T>): Promise<T>;
  /**
   * Runs the asynchronous `fn` in one transaction, committed when its promise resolves and rolled
   * back when it rejects. Called within `fn`, it nests as a savepoint; called from elsewhere
   * meanwhile, it waits for this one to end. Plain statements from elsewhere meanwhile run inside
   * it (the connection is one): the server only reads, and an import is its process's only work.
   */
  asyncTransaction<T>(fn: () => Promise<T>): Promise<T>;
  /**
   * Runs `fn` once the transaction in progress has ended, committed or rolled back (at once when
   * none is open): for what SQLite refuses inside one, such as detaching a database it read.
   */
  afterTransaction(fn: () => void): void;
  /**
   * Has the OS start writing what the file holds so far to disk, in the background (a thread of
   * Node's pool syncs it), so that a long transaction's commit, which syncs the file, waits only
   * for what was written after. Nothing for an in-memory database.
   */
  startWriteback(): void;
  /** Whether a transaction is open on this connection. */
  readonly inTransaction: boolean;
  /** Closes the connection; later calls throw. */
  close(): void;
}

/** The error a database locked by another connection's exclusive transaction fails with. */
export class DatabaseBusyError extends Error {
  constructor(path: string) {
    super(
      `${path} is locked: another process is writing to it with the file to itself (an import); open it again when that ends`,
    );
    this.name = "DatabaseBusyError";
  }
}

/** Whether SQLite refused for a lock another connection holds. */
function isBusy(error: unknown): boolean {
  return error instanceof BetterSqlite3.SqliteError && error.code.startsWith("SQLITE_BUSY");
}

/**
 * Bytes per page of the databases this module creates (decision 032): an import writes the file
 * in a quarter of the system calls and per-page steps of SQLite's default 4 KiB pages, and
 * listings and searches read no slower. SQLite applies it to a new, empty file only: stores
 * created with 4 KiB pages keep them.
 */
export const PAGE_BYTES = 16_384;

/** Options of openDatabase. */
export interface DatabaseOptions {
  /**
   * Called after each write of rows: inside a transaction that changed rows, just before it
   * commits (nested ones once, at the end of the outermost), and after a statement run outside
   * one that changed rows. Its own writes do not call it again.
   */
  onWrite?: (db: Database) => void;
}

/** Opens (creating when missing) a SQLite database in WAL mode with the project's pragmas. */
export function openDatabase(path: string, options: DatabaseOptions = {}): Database {
  const db = new BetterSqlite3(path);
  // Before WAL mode, which fixes the page size of a new file.
  db.pragma(`page_size = ${PAGE_BYTES}`);
  if (path !== ":memory:") {
    try {
      db.pragma("journal_mode = WAL");
    } catch (error) {
      db.close();
      throw isBusy(error) ? new DatabaseBusyError(path) : error;
    }
  }
  db.pragma("synchronous = NORMAL");
  db.pragma("foreign_keys = ON");
  // Readers (the web server) wait for a writer (an import) instead of failing at once.
  db.pragma("busy_timeout = 5000");
  db.pragma("cache_size = -65536");
  // temp_store stays at SQLite's default, temporary files: large sorts can then run in pieces
  // (see createIndexes).
  return wrapDatabase(db, path, options.onWrite);
}

/**
 * Opens (creating when missing) a throwaway database file for one writer, such as a bulk load's
 * scratch file (model-tag-rows-in-worker.ts): no WAL, whose log would take every page once more
 * before the close wrote it into the file; a rollback journal kept in memory (the driver refuses
 * none at all, and a new file's pages need no journal anyway); and no syncs.
 */
export function openScratchDatabase(path: string): Database {
  const db = new BetterSqlite3(path);
  db.pragma(`page_size = ${PAGE_BYTES}`);
  db.pragma("journal_mode = MEMORY");
  db.pragma("synchronous = OFF");
  return wrapDatabase(db, path);
}

function wrapDatabase(db: BetterSqlite3.Database, path: string, onWrite?: (db: Database) => void): Database {
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
  const afterTransaction: (() => void)[] = [];
  // Rows changed by this connection so far, to tell a write from a read.
  const totalChanges = () => statement("SELECT total_changes() AS n").get() as { n: number };
  let writing = false;
  const wrote = () => {
    if (!onWrite || writing) return;
    writing = true;
    try {
      onWrite(database);
    } finally {
      writing = false;
    }
  };
  // Runs a transaction; when it was the outermost one, then the work waiting for its end.
  const transaction = <T>(fn: () => T): T => {
    const outermost = onWrite !== undefined && !writing && !db.inTransaction;
    try {
      return db.transaction(() => {
        if (!outermost) return fn();
        const before = totalChanges().n;
        const result = fn();
        if (totalChanges().n !== before) wrote();
        return result;
      })();
    } finally {
      if (!db.inTransaction) for (const after of afterTransaction.splice(0)) after();
    }
  };
  // The async context of the transaction in progress: calls made within it nest as savepoints;
  // calls from elsewhere (another request) wait their turn instead of joining it.
  const current = new AsyncLocalStorage<{ depth: number }>();
  let turn: Promise<void> = Promise.resolve();
  const asyncTransaction = async <T>(fn: () => Promise<T>): Promise<T> => {
    const outer = current.getStore();
    if (outer) {
      const savepoint = `async_${outer.depth}`;
      db.exec(`SAVEPOINT ${savepoint}`);
      try {
        const result = await current.run({ depth: outer.depth + 1 }, fn);
        db.exec(`RELEASE ${savepoint}`);
        return result;
      } catch (error) {
        db.exec(`ROLLBACK TO ${savepoint}; RELEASE ${savepoint}`);
        throw error;
      }
    }
    const previous = turn;
    let done = () => {};
    turn = new Promise((resolve) => {
      done = resolve;
    });
    await previous;
    try {
      db.exec("BEGIN");
      try {
        const watched = onWrite !== undefined && !writing;
        const before = watched ? totalChanges().n : 0;
        const result = await current.run({ depth: 1 }, fn);
        if (watched && totalChanges().n !== before) wrote();
        db.exec("COMMIT");
        return result;
      } catch (error) {
        if (db.inTransaction) db.exec("ROLLBACK");
        throw error;
      } finally {
        for (const after of afterTransaction.splice(0)) after();
      }
    } finally {
      done();
    }
  };
  // Whether a statement about to run alone (outside a transaction) should be told to onWrite.
  const watchesAlone = () => onWrite !== undefined && !writing && !db.inTransaction;
  const database: Database = {
    path,
    exec: (sql) => {
      if (!watchesAlone()) {
        db.exec(sql);
        return;
      }
      const before = totalChanges().n;
      db.exec(sql);
      if (totalChanges().n !== before) wrote();
    },
    prepare: statement,
    all: <Row>(sql: string, params?: SqlParams) => statement(sql).all(...bind(params)) as Row[],
    get: <Row>(sql: string, params?: SqlParams) => statement(sql).get(...bind(params)) as Row | undefined,
    run: (sql, params) => {
      const alone = watchesAlone();
      const result = statement(sql).run(...bind(params));
      if (alone && result.changes > 0) wrote();
      return { changes: result.changes, lastInsertRowid: Number(result.lastInsertRowid) };
    },
    transaction,
    asyncTransaction,
    exclusiveTransaction: async <T>(fn: () => Promise<T>) => {
      if (!leaveWal(db, path)) return asyncTransaction(fn);
      // A rollback journal is safe against power loss with FULL (NORMAL is, with WAL).
      db.pragma("synchronous = FULL");
      try {
        return await asyncTransaction(fn);
      } finally {
        db.pragma("synchronous = NORMAL");
        returnToWal(db);
      }
    },
    afterTransaction: (fn) => {
      if (db.inTransaction) afterTransaction.push(fn);
      else fn();
    },
    startWriteback: () => {
      if (path === ":memory:") return;
      // Opened here, synced on the pool: its callback would wait for this thread, which a
      // synchronous transaction keeps busy, while the sync itself starts at once. Only a head
      // start: should the file not open, the commit's sync does it all, as without this. The
      // close must wait too: closing any descriptor of the file drops the process's POSIX locks
      // on it, including those the transaction holds (decision 024).
      let fd: number;
      try {
        fd = openSync(path, "r");
      } catch {
        return;
      }
      fdatasync(fd, () => close(fd, () => {}));
    },
    get inTransaction() {
      return db.inTransaction;
    },
    close: () => {
      cache.clear();
      db.close();
    },
  };
  return database;
}

/**
 * Switches a file database from WAL to a rollback journal, which SQLite allows only when no other
 * connection has the file open. Whether it switched: it asks once, without the busy timeout, since
 * waiting would not make the others close the file.
 */
function leaveWal(db: BetterSqlite3.Database, path: string): boolean {
  if (path === ":memory:" || db.inTransaction) return false;
  const timeout = Number(db.pragma("busy_timeout", { simple: true }));
  db.pragma("busy_timeout = 0");
  try {
    return db.pragma("journal_mode = DELETE", { simple: true }) === "delete";
  } catch (error) {
    if (isBusy(error)) return false;
    throw error;
  } finally {
    db.pragma(`busy_timeout = ${timeout}`);
  }
}

/**
 * Back to WAL after an exclusive transaction. Should a reader that opened the file meanwhile hold it
 * past the busy timeout, the file stays in rollback mode until the next openDatabase switches it:
 * the transaction's work is committed either way, so this is not the caller's error.
 */
function returnToWal(db: BetterSqlite3.Database): void {
  try {
    db.pragma("journal_mode = WAL");
  } catch (error) {
    if (!isBusy(error)) throw error;
  }
}
