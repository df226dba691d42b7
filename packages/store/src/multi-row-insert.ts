import type { Database, SqlValue } from "./database";

/** Rows per multi-row INSERT by default: one statement call per 200 rows instead of one per row. */
const ROWS_PER_STATEMENT = 200;

/**
 * Inserts rows given as one flat list of values (row after row, one value per `?` of `rowSql`,
 * by default a `?` per column), `rowsPerStatement` rows per `INSERT ... VALUES (...), (...)`.
 * Binding parameters this way costs about half as much as passing the rows as JSON text through
 * json_each, and far less than a statement call per row.
 *
 * For use inside a transaction that a failure rolls back: the statements are `INSERT OR FAIL`,
 * which keeps the rows a failing statement wrote before the failure. Plain `INSERT` (OR ABORT)
 * would give each statement its own journal of the pages it changes, so that it could undo them
 * alone. In a store of a million models, that journal made adding 15,000 models to the store
 * take 21 s instead of 5.6 s.
 */
export function insertRows(
  db: Database,
  table: string,
  columns: readonly string[],
  values: readonly SqlValue[],
  {
    rowSql = `(${Array(columns.length).fill("?").join(", ")})`,
    rowsPerStatement = ROWS_PER_STATEMENT,
  }: { rowSql?: string; rowsPerStatement?: number } = {},
): void {
  const width = rowSql.split("?").length - 1;
  const rows = values.length / width;
  if (!Number.isInteger(rows)) throw new Error(`insertRows: ${values.length} values for rows of ${width}`);
  const statementFor = (count: number) =>
    `INSERT OR FAIL INTO ${table} (${columns.join(", ")}) VALUES ${Array(count).fill(rowSql).join(", ")}`;
  const full = statementFor(rowsPerStatement);
  const chunk = width * rowsPerStatement;
  let start = 0;
  for (; start + chunk <= values.length; start += chunk) db.run(full, values.slice(start, start + chunk));
  // The last, shorter chunk: a statement per leftover row keeps the number of cached statements small.
  const single = statementFor(1);
  for (; start < values.length; start += width) db.run(single, values.slice(start, start + width));
}
