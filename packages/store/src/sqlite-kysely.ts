import { type Compilable, Kysely, SqliteDialect } from "kysely";
import type { Database } from "./database";
import type { ListedTable } from "./listing/listed-table";
import type { ListingSource } from "./listing/listing";
import { SQLITE_LISTING_ENGINE } from "./listing/sqlite-listing-engine";
import type { PostgresTables } from "./postgres/postgres-tables";

/**
 * The query builder over a SQLite store's connection, for the listings both engines share: its
 * statements go through the connection's statement cache, and the connection stays the store's
 * to close. The tables the listings read have the same columns on both engines.
 */
export function sqliteKysely(db: Database): Kysely<PostgresTables> {
  return new Kysely<PostgresTables>({
    dialect: new SqliteDialect({ database: { prepare: (text) => db.prepare(text), close: () => {} } }),
  });
}

/**
 * Where a SQLite store's listings of `table` read. A query runs at once on the connection, which
 * answers synchronously: a read started while an import of this process waits between two writes
 * is answered then, from the committed data, not after the import's next step.
 */
export function sqliteListingSource(db: Database, table: ListedTable): ListingSource {
  return {
    db: sqliteKysely(db),
    engine: SQLITE_LISTING_ENGINE,
    table,
    rows: <R>(query: Compilable<R>) => {
      const { sql, parameters } = query.compile();
      return Promise.resolve(db.all<R>(sql, parameters as never));
    },
  };
}
