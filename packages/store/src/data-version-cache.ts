import type { Database } from "./database";

/**
 * A text that changes whenever the data may have: another connection committed (`PRAGMA
 * data_version`) or this connection wrote (`total_changes()`). One small query.
 */
export function dataVersion(db: Database): string {
  return (
    db.get<{ v: string }>(
      "SELECT (SELECT data_version FROM pragma_data_version) || ':' || total_changes() AS v",
    )?.v ?? ""
  );
}

/**
 * A per-connection cache of values computed from the data, emptied whenever the data may have
 * changed: another connection committed (`PRAGMA data_version`) or this connection wrote
 * (`total_changes()`). One small query per lookup; at most `capacity` entries, the oldest dropped
 * first.
 */
export class DataVersionCache<T> {
  readonly #entries = new Map<string, T>();
  #version = "";

  constructor(
    private readonly db: Database,
    private readonly capacity: number,
  ) {}

  /** The value cached for `key` since the data last changed, else what `compute` returns (cached). */
  get(key: string, compute: () => T): T {
    this.#checkVersion();
    if (this.#entries.has(key)) return this.#entries.get(key) as T;
    const value = compute();
    if (this.#entries.size >= this.capacity)
      this.#entries.delete(this.#entries.keys().next().value as string);
    this.#entries.set(key, value);
    return value;
  }

  /** The value cached for `key` since the data last changed, or undefined; computes nothing. */
  peek(key: string): T | undefined {
    this.#checkVersion();
    return this.#entries.get(key);
  }

  #checkVersion(): void {
    const version = dataVersion(this.db);
    if (version !== this.#version) {
      this.#entries.clear();
      this.#version = version;
    }
  }
}
