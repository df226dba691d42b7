import type { Database } from "./database";

/** Key/value facts about the store, stored as JSON. */
export class MetaRepository {
  constructor(private readonly db: Database) {}

  /** The value stored under `key`, parsed, or undefined. */
  get<T>(key: string): T | undefined {
    const row = this.db.get<{ value: string }>("SELECT value FROM store_meta WHERE key = ?", [key]);
    return row ? (JSON.parse(row.value) as T) : undefined;
  }

  /** Stores `value` (JSON-serialisable) under `key`. */
  set(key: string, value: unknown): void {
    this.db.run(
      "INSERT INTO store_meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
      [key, JSON.stringify(value)],
    );
  }
}
