import type { Kysely } from "kysely";
import type { MetaRepository } from "../meta-repository";
import type { PostgresTables } from "./postgres-tables";

/** Key/value facts about a PostgreSQL store, stored as JSON (see MetaRepository). */
export class PostgresMetaRepository implements MetaRepository {
  constructor(private readonly db: () => Kysely<PostgresTables>) {}

  /** The value stored under `key`, parsed, or undefined. */
  async get<T>(key: string): Promise<T | undefined> {
    const row = await this.db()
      .selectFrom("store_meta")
      .select("value")
      .where("key", "=", key)
      .executeTakeFirst();
    return row ? (JSON.parse(row.value) as T) : undefined;
  }

  /** Stores `value` (JSON-serialisable) under `key`. */
  async set(key: string, value: unknown): Promise<void> {
    await this.db()
      .insertInto("store_meta")
      .values({ key, value: JSON.stringify(value) })
      .onConflict((conflict) =>
        conflict.column("key").doUpdateSet((eb) => ({ value: eb.ref("excluded.value") })),
      )
      .execute();
  }
}
