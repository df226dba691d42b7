import type { Database } from "../../database";

/**
 * One numbered schema change after the baseline. Versions follow the baseline's one by one; the
 * file is `NNN-slug.ts`.
 */
export interface Migration {
  /** The number in the file name; the database's `user_version` after it ran. */
  version: number;
  /** What the change does, for logs. */
  name: string;
  /** Applies the change; runs inside a transaction with the version bump. */
  up(db: Database): void;
}
