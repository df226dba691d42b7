/** Key/value facts about the store (which sample is loaded, snapshot dates), stored as JSON. */
export interface MetaRepository {
  /** The value stored under `key`, parsed, or undefined. */
  get<T>(key: string): Promise<T | undefined>;
  /** Stores `value` (JSON-serialisable) under `key`. */
  set(key: string, value: unknown): Promise<void>;
}
