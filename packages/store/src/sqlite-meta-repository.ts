import type { Database } from "./database";
import type { MetaRepository } from "./meta-repository";

/** Key/value facts about the store in its `store_meta` table. */
export class SqliteMetaRepository implements MetaRepository {
  constructor(private readonly db: Database) {}

  /** The value stored under `key`, parsed, or undefined. */
  async get<T>(key: string): Promise<T | undefined> {
    const row = this.db.get<{ value: string }>("SELECT value FROM store_meta WHERE key = ?", [key]);
    return row ? (JSON.parse(row.value) as T) : undefined;
  }

  /** Stores `value` (JSON-serialisable) under `key`. */
  async set(key: string, value: unknown): Promise<void> {
    this.db.run(
      "INSERT INTO store_meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
      [key, JSON.stringify(value)],
    );
  }
}
