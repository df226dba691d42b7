import type { Database } from "./database";
import type { RowBitset } from "./row-bitset";

/** The SQL function's name: `in_row_set(handle, rowid)` is 1 when the lent set holds the rowid. */
export const IN_ROW_SET = "in_row_set";

// The sets lent now, by handle. One map for the process: every connection's function reads it,
// so two wrappers of one connection (a test's recording store) may each define the function.
const lent = new Map<number, RowBitset>();
let nextHandle = 1;
const defined = new WeakSet<Database>();

function inRowSet(handle: number, rowid: number): number {
  const set = lent.get(handle);
  if (!set) throw new Error(`${IN_ROW_SET}: no row set is lent as ${handle}`);
  return set.has(rowid) ? 1 : 0;
}

/**
 * Runs `use` with a handle that lends `set` to `db`'s SQL for that time: `in_row_set(handle,
 * rowid)` tests a row against the set, one bit read per row (decision 057). The function is
 * defined on the connection on first use.
 */
export function lendRowSet<T>(db: Database, set: RowBitset, use: (handle: number) => T): T {
  if (!defined.has(db)) {
    db.defineFunction(IN_ROW_SET, inRowSet);
    defined.add(db);
  }
  const handle = nextHandle++;
  lent.set(handle, set);
  try {
    return use(handle);
  } finally {
    lent.delete(handle);
  }
}
