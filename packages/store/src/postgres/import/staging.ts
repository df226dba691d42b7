import type pg from "pg";
import { from as copyFrom } from "pg-copy-streams";
import { CopyLines, type CopyValue } from "./copy-text";

/**
 * A temporary table an import copies its rows into before writing them to the store's tables in a
 * few statements (its rows need the store's rowids, and an id may be given twice). Dropped at the
 * end of the transaction; never written to the write-ahead log.
 */
export interface StagingTable {
  name: string;
  /** Column definitions, `seq` (the row's place in the source) first. */
  columns: string;
  /** The columns whose old values the facet counts forget when a row is replaced. */
  facets: string;
}

/** What was staged: rows sent, and ids given more than once with the place of their first row. */
export interface Staged {
  count: number;
  /** Rows dropped because a later row gave their id again. */
  superseded: number;
}

/** A staged row: its id and its values in the staging table's column order. */
export interface StagedRow {
  id: string;
  values: CopyValue[];
}

/** Rows of old values a query answers at a time (a million replaced models stay out of memory). */
const FETCH_ROWS = 10_000;

/**
 * Creates the staging table and copies `items` into it, encoded by `encode` (called with each item
 * and its place in the source); then drops every row but the last of an id given several times,
 * giving it the first one's place, and calls `forget` with the dropped rows' facet columns.
 */
export async function copyIntoStaging<T, R extends pg.QueryResultRow>(
  client: pg.PoolClient,
  table: StagingTable,
  items: Iterable<T>,
  encode: (item: T, seq: number) => StagedRow,
  forget: (row: R) => void,
): Promise<Staged> {
  await client.query(`CREATE TEMPORARY TABLE ${table.name} (${table.columns}) ON COMMIT DROP`);
  const firstSeq = new Map<string, number>();
  const repeated = new Map<string, number>();
  const lines = new CopyLines(client.query(copyFrom(`COPY ${table.name} FROM STDIN`)));
  let count = 0;
  try {
    for (const item of items) {
      const row = encode(item, count);
      const first = firstSeq.get(row.id);
      if (first === undefined) firstSeq.set(row.id, count);
      else repeated.set(row.id, first);
      count++;
      await lines.add(row.values);
    }
  } catch (error) {
    await lines.abort(error instanceof Error ? error : new Error(String(error)));
    throw error;
  }
  await lines.end();
  firstSeq.clear();
  // The planner knows nothing of a temporary table until it is analyzed: a join of a million
  // staged rows planned for a few would probe the store's indexes a million times. Joins are by
  // id; the records and tag arrays would cost the most to sample.
  await client.query(`ANALYZE ${table.name} (seq, id)`);
  let superseded = 0;
  if (repeated.size) {
    const ids = [...repeated.keys()];
    const dropped = await client.query<R>(
      `DELETE FROM ${table.name} s
        USING (SELECT id, max(seq) AS last FROM ${table.name} WHERE id = ANY ($1) GROUP BY id) k
        WHERE s.id = k.id AND s.seq < k.last RETURNING ${table.facets}`,
      [ids],
    );
    for (const row of dropped.rows) forget(row);
    superseded = dropped.rowCount ?? 0;
    await client.query(
      `UPDATE ${table.name} s SET seq = d.first FROM unnest ($1::text[], $2::bigint[]) AS d (id, first)
        WHERE s.id = d.id`,
      [ids, [...repeated.values()]],
    );
  }
  return { count, superseded };
}

/**
 * Calls `forget` with the facet columns of each row of `target` that a staged row replaces, read
 * in slices through a cursor; returns how many there are.
 */
export async function forgetReplaced<R extends pg.QueryResultRow>(
  client: pg.PoolClient,
  table: StagingTable,
  target: string,
  forget: (row: R) => void,
): Promise<number> {
  const columns = table.facets
    .split(",")
    .map((column) => `t.${column.trim()}`)
    .join(", ");
  await client.query(`DECLARE replaced_rows NO SCROLL CURSOR FOR
    SELECT ${columns} FROM ${table.name} s JOIN ${target} t ON t.id = s.id`);
  let replaced = 0;
  for (;;) {
    const { rows } = await client.query<R>(`FETCH ${FETCH_ROWS} FROM replaced_rows`);
    for (const row of rows) forget(row);
    replaced += rows.length;
    if (rows.length < FETCH_ROWS) break;
  }
  await client.query("CLOSE replaced_rows");
  return replaced;
}

/** `column = s.column` (the staged row's) for each of `columns` but the id. */
export function updateSet(columns: string): string {
  return columns
    .split(",")
    .map((column) => column.trim())
    .filter((column) => column !== "id")
    .map((column) => `${column} = s.${column}`)
    .join(", ");
}

/**
 * Deletes the rows of `side` (whose `rowidColumn` names a row of `main`) that belong to the rows
 * staged rows replace, before those get their new tag and card rows.
 */
export async function deleteRowsOfReplaced(
  client: pg.PoolClient,
  table: StagingTable,
  main: string,
  side: string,
  rowidColumn: string,
): Promise<void> {
  await client.query(`DELETE FROM ${side} x USING ${table.name} s JOIN ${main} m ON m.id = s.id
    WHERE x.${rowidColumn} = m.rowid`);
}

/** Writes the card words of the staged rows that have some (their `card` column) into `cards`. */
export async function insertStagedCards(
  client: pg.PoolClient,
  table: StagingTable,
  main: string,
  cards: string,
): Promise<void> {
  await client.query(`INSERT INTO ${cards} (rowid, words)
    SELECT m.rowid, to_tsvector('simple', s.card) FROM ${table.name} s JOIN ${main} m ON m.id = s.id
    WHERE s.card IS NOT NULL`);
}
