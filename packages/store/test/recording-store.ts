import type { Database } from "../src/database";
import { createStore, type SqliteStore } from "../src/sqlite-store";

/**
 * A store over `inner`'s connection that records the SQL of every read (`all` and `get`), to tell
 * which way a query went. The inner store is still the one to close.
 */
export function recordingStore(inner: SqliteStore): { store: SqliteStore; statements: string[] } {
  const statements: string[] = [];
  const db: Database = {
    ...inner.db,
    path: inner.db.path,
    get inTransaction() {
      return inner.db.inTransaction;
    },
    all: (sql, params) => {
      statements.push(sql);
      return inner.db.all(sql, params);
    },
    get: (sql, params) => {
      statements.push(sql);
      return inner.db.get(sql, params);
    },
  };
  return { store: createStore(db), statements };
}
