import type { WriteSummary } from "@modelhub/store";

/**
 * The store calls a mirror makes: those both engines' stores have (SQLite's Store and
 * PostgreSQL's), so that a mirror fills either.
 */
export interface MirrorStore {
  readonly models: {
    upsertMany(raws: Iterable<unknown>): Promise<WriteSummary>;
    delete(id: string): Promise<boolean>;
  };
  readonly datasets: {
    upsertMany(raws: Iterable<unknown>): Promise<WriteSummary>;
    delete(id: string): Promise<boolean>;
  };
  readonly spaces: {
    upsertMany(raws: Iterable<unknown>): Promise<WriteSummary>;
    delete(id: string): Promise<boolean>;
  };
  readonly meta: {
    get<T>(key: string): Promise<T | undefined>;
    set(key: string, value: unknown): Promise<void>;
  };
  transaction<T>(fn: () => Promise<T>): Promise<T>;
}
