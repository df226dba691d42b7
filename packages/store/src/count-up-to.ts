import type { Database, SqlValue } from "./database";

/**
 * How many rows `sql` returns, counted no further than `limit`: what deciding "at least this
 * many?" needs, at the cost of at most `limit` rows whatever the query's size.
 */
export function countUpTo(db: Database, sql: string, params: readonly SqlValue[], limit: number): number {
  return db.get<{ n: number }>(`SELECT count(*) AS n FROM (${sql} LIMIT ?)`, [...params, limit])?.n ?? 0;
}
