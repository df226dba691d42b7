import type { Kysely } from "kysely";

/**
 * One numbered schema change of a PostgreSQL store after the baseline. Versions follow the
 * baseline's one by one; the file is `NNN-slug.ts`.
 */
export interface PostgresMigration {
  version: number;
  /** What the change does, for logs. */
  name: string;
  /** Applies the change; runs inside a transaction with the version's record. */
  up(db: Kysely<unknown>): Promise<void>;
}
