import type pg from "pg";

/** An index or constraint as the catalogue defines it, to build again. */
interface Definition {
  name: string;
  table: string;
  definition: string;
  /** The constraint's kind (p: primary key, u: unique, f: foreign key); undefined for a plain index. */
  type?: string;
}

/** Memory each index build may sort in (the default 64 MB sorts a million rows on disk). */
const BUILD_MEMORY = "512MB";

/**
 * Runs `fn` with the indexes and keys of `tables` dropped, then builds them again, all inside the
 * transaction `client` is in: a large import writes its rows without updating some twenty indexes
 * row by row, then builds each index once from sorted rows. Primary keys other tables refer to
 * stay (they are written in order anyway). Until the commit, readers of the tables wait.
 */
export async function withIndexesRebuilt<T>(
  client: pg.PoolClient,
  tables: readonly string[],
  fn: () => Promise<T>,
): Promise<T> {
  const { rows: constraints } = await client.query<Definition>(
    `SELECT c.conname AS name, c.conrelid::regclass::text AS table,
        pg_get_constraintdef(c.oid) AS definition, c.contype AS type
      FROM pg_constraint c
      WHERE c.conrelid = ANY ($1::regclass[]) AND c.contype IN ('p', 'u', 'f')
        AND NOT (c.contype = 'p' AND EXISTS (
          SELECT 1 FROM pg_constraint f WHERE f.contype = 'f' AND f.confrelid = c.conrelid))`,
    [tables],
  );
  const { rows: indexes } = await client.query<Definition>(
    `SELECT i.indexrelid::regclass::text AS name, i.indrelid::regclass::text AS table,
        pg_get_indexdef(i.indexrelid) AS definition
      FROM pg_index i
      WHERE i.indrelid = ANY ($1::regclass[])
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)`,
    [tables],
  );
  const foreignKeys = constraints.filter((constraint) => constraint.type === "f");
  const keys = constraints.filter((constraint) => constraint.type !== "f");
  for (const constraint of [...foreignKeys, ...keys]) {
    await client.query(
      `ALTER TABLE ${constraint.table} DROP CONSTRAINT ${client.escapeIdentifier(constraint.name)}`,
    );
  }
  for (const index of indexes) await client.query(`DROP INDEX ${index.name}`);
  // Without indexes a nested loop would read a whole table for each row of the other side, and a
  // table the planner last saw empty looks cheap to loop over: joins hash or merge instead, to
  // the end of the transaction.
  await client.query("SET LOCAL enable_nestloop = off");
  const result = await fn();
  await client.query(`SET LOCAL maintenance_work_mem = '${BUILD_MEMORY}'`);
  for (const constraint of [...keys, ...foreignKeys]) {
    await client.query(
      `ALTER TABLE ${constraint.table} ADD CONSTRAINT ${client.escapeIdentifier(constraint.name)} ${constraint.definition}`,
    );
  }
  for (const index of indexes) await client.query(index.definition);
  return result;
}
