import type { StoreConnection } from "./store-connection";

/** Key/value facts about the store (which sample is loaded, snapshot dates), stored as JSON in `store_meta`. */
export class MetaRepository {
  constructor(private readonly connection: StoreConnection) {}

  /** The value stored under `key`, parsed, or undefined. */
  async get<T>(key: string): Promise<T | undefined> {
    const db = this.connection.db();
    const [row] = await this.connection.rows(
      db.selectFrom("store_meta").select("value").where("key", "=", key),
    );
    return row ? (JSON.parse(row.value) as T) : undefined;
  }

  /** Stores `value` (JSON-serialisable) under `key`. */
  async set(key: string, value: unknown): Promise<void> {
    await this.connection.run(
      this.connection
        .db()
        .insertInto("store_meta")
        .values({ key, value: JSON.stringify(value) })
        .onConflict((conflict) =>
          conflict.column("key").doUpdateSet((eb) => ({ value: eb.ref("excluded.value") })),
        ),
    );
  }
}
