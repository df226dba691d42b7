import type { Database, SqlValue } from "./database";

/** Rows per multi-row INSERT by default: one statement call per 200 rows instead of one per row. */
const ROWS_PER_STATEMENT = 200;

/** How a MultiRowInsert writes its rows. */
export interface MultiRowInsertOptions {
  /** One row's SQL, a `?` per bound value (default: a `?` per column). */
  rowSql?: string;
  /** Rows per full statement. */
  rowsPerStatement?: number;
}

/**
 * Inserts rows into a table as their values arrive, `rowsPerStatement` rows per
 * `INSERT ... VALUES (...), (...)`, each run as soon as its values are in. Binding parameters this
 * way costs about half as much as passing the rows as JSON text through json_each, and far less
 * than a statement call per row.
 *
 * Values go into an array that holds one statement's worth and is then handed to SQLite and
 * dropped: in an array kept for the whole load, each store of a new string or number would take
 * V8's write barrier its slow path, since the array is old and the value young
 * (docs/decisions/029).
 *
 * For use inside a transaction that a failure rolls back: the statements are `INSERT OR FAIL`,
 * which keeps the rows a failing statement wrote before the failure. Plain `INSERT` (OR ABORT)
 * would give each statement its own journal of the pages it changes, so that it could undo them
 * alone, and in a large store that journal costs several times the writes themselves.
 */
export class MultiRowInsert {
  readonly #table: string;
  readonly #width: number;
  readonly #full: string;
  readonly #single: string;
  readonly #chunk: number;
  // A statement's worth of slots, allocated when its first value comes and filled in order: grown
  // by push, an array of thousands of values is allocated several times over (docs/decisions/029).
  #values: SqlValue[] = [];
  #queued = 0;

  constructor(
    private readonly db: Database,
    table: string,
    columns: readonly string[],
    {
      rowSql = `(${Array(columns.length).fill("?").join(", ")})`,
      rowsPerStatement = ROWS_PER_STATEMENT,
    }: MultiRowInsertOptions = {},
  ) {
    this.#table = table;
    this.#width = rowSql.split("?").length - 1;
    const statementFor = (count: number) =>
      `INSERT OR FAIL INTO ${table} (${columns.join(", ")}) VALUES ${Array(count).fill(rowSql).join(", ")}`;
    this.#full = statementFor(rowsPerStatement);
    this.#single = statementFor(1);
    this.#chunk = this.#width * rowsPerStatement;
  }

  /** Queues one value (rows come value after value); runs a full statement once it has its rows. */
  push(value: SqlValue): void {
    if (this.#queued === 0) this.#values = new Array(this.#chunk);
    const values = this.#values;
    values[this.#queued++] = value;
    if (this.#queued === this.#chunk) {
      this.#queued = 0;
      this.db.run(this.#full, values);
    }
  }

  /**
   * Writes the rows still queued, a statement each: one per leftover row keeps the number of
   * cached statements small.
   */
  finish(): void {
    const values = this.#values.slice(0, this.#queued);
    this.#checkWhole(values);
    this.#queued = 0;
    this.#runSingles(values, 0);
  }

  /** Writes rows given as one flat list of values, full statements as slices of it (nothing queued). */
  insertAll(values: readonly SqlValue[]): void {
    if (this.#queued) throw new Error("MultiRowInsert: insertAll with values queued");
    this.#checkWhole(values);
    let start = 0;
    for (; start + this.#chunk <= values.length; start += this.#chunk) {
      this.db.run(this.#full, values.slice(start, start + this.#chunk));
    }
    this.#runSingles(values, start);
  }

  #checkWhole(values: readonly SqlValue[]): void {
    if (values.length % this.#width !== 0) {
      throw new Error(`${this.#table}: ${values.length} values for rows of ${this.#width}`);
    }
  }

  /** Runs the single-row statement for each row of `values` from `start` on. */
  #runSingles(values: readonly SqlValue[], start: number): void {
    for (let at = start; at < values.length; at += this.#width) {
      this.db.run(this.#single, values.slice(at, at + this.#width));
    }
  }
}

/** Inserts rows given as one flat list of values, row after row (see MultiRowInsert). */
export function insertRows(
  db: Database,
  table: string,
  columns: readonly string[],
  values: readonly SqlValue[],
  options: MultiRowInsertOptions = {},
): void {
  new MultiRowInsert(db, table, columns, options).insertAll(values);
}
