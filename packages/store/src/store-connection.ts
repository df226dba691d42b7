import type { AliasedRawBuilder, Compilable, CompiledQuery, Kysely, RawBuilder } from "kysely";
import type { ListedTable } from "./listing/listed-table";
import type { ListingSource } from "./listing/listing";
import type { ListingEngine } from "./listing/listing-engine";
import type { PostgresTables } from "./postgres/postgres-tables";

/**
 * How the repositories read a store's database, the same calls on either engine: queries are built
 * with Kysely (the tables they read have the same columns on both) and run by the engine. What
 * SQL writes differently per engine is here, each a fragment.
 */
export interface StoreConnection {
  /** The query builder on the connection of the moment (PostgreSQL: the transaction in progress). */
  db(): Kysely<PostgresTables>;
  /** Runs a query built on `db()` and gives its rows. */
  rows<R>(query: Compilable<R>): Promise<R[]>;
  /** Runs a statement that returns no rows. */
  run(query: Compilable<unknown>): Promise<void>;
  /** The engine's ways of searching and naming tags in listings. */
  listing: ListingEngine;
  /** A column holding a list of texts, as a list: SQLite keeps JSON text, PostgreSQL an array. */
  textList(value: unknown): string[];
  /** `ids` as one parameter of givenIds. */
  idList(ids: readonly string[]): unknown;
  /** The ids of `list` (see idList) as a table `given` of one column `given`, to join rows on. */
  givenIds(list: unknown): AliasedRawBuilder<{ given: string }, "given">;
  /** The texts of the JSON array `field` of the JSON text in `column`, as a table `e (value)`. */
  jsonTexts(column: string, field: string): RawBuilder<unknown>;
}

/** Where listings of `table` read, on the connection of the moment. */
export function listingSource(connection: StoreConnection, table: ListedTable): ListingSource {
  return { db: connection.db(), engine: connection.listing, table, rows: connection.rows };
}

/** A value no query is asked with, to compile a query once (see compiledOnce). */
const PARAMETER = Symbol("parameter");

/**
 * A query of one parameter, built and compiled once and then run with each value: building and
 * compiling take longer than SQLite's read of a row by its key (a model page's reads).
 */
export function compiledOnce<R>(build: (value: unknown) => Compilable<R>): (value: unknown) => Compilable<R> {
  let compiled: CompiledQuery<R> | undefined;
  return (value) => {
    if (!compiled) {
      compiled = build(PARAMETER).compile();
      if (compiled.parameters.length !== 1 || compiled.parameters[0] !== PARAMETER)
        throw new Error(`not a query of one parameter: ${compiled.sql}`);
    }
    const query: CompiledQuery<R> = { ...compiled, parameters: [value] };
    return { compile: () => query };
  };
}
