import { type Compilable, Kysely, SqliteDialect, sql } from "kysely";
import type { Database } from "./database";
import { SQLITE_LISTING_ENGINE } from "./listing/sqlite-listing-engine";
import type { PostgresTables } from "./postgres/postgres-tables";
import type { StoreConnection } from "./store-connection";

/**
 * The query builder over a SQLite store's connection: its statements go through the connection's
 * statement cache, and the connection stays the store's to close. The tables the repositories read
 * have the same columns on both engines.
 */
export function sqliteKysely(db: Database): Kysely<PostgresTables> {
  return new Kysely<PostgresTables>({
    dialect: new SqliteDialect({ database: { prepare: (text) => db.prepare(text), close: () => {} } }),
  });
}

/**
 * How the repositories read a SQLite store. A query runs at once on the connection, which answers
 * synchronously: a read started while an import of this process waits between two writes is
 * answered then, from the committed data, not after the import's next step.
 */
export function sqliteConnection(db: Database): StoreConnection {
  const kysely = sqliteKysely(db);
  return {
    db: () => kysely,
    rows: <R>(query: Compilable<R>) => {
      const { sql, parameters } = query.compile();
      return Promise.resolve(db.all<R>(sql, parameters as never));
    },
    run: async (query) => {
      const { sql, parameters } = query.compile();
      db.run(sql, parameters as never);
    },
    listing: SQLITE_LISTING_ENGINE,
    textList: (value) => JSON.parse(String(value)) as string[],
    idList: (ids) => JSON.stringify(ids),
    givenIds: (list) => sql<{ given: string }>`(SELECT value AS given FROM json_each(${list}))`.as("given"),
    jsonTexts: (column, field) => sql`json_each(${sql.ref(column)}, ${`$.${field}`}) AS e`,
  };
}
