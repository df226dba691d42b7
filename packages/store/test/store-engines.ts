import { createTestPostgresDatabase } from "@modelhub/testkit";
import type { DatasetRepository } from "../src/datasets/dataset-repository";
import type { MetaRepository } from "../src/meta-repository";
import type { ModelRepository } from "../src/models/model-repository";
import { openPostgresStore } from "../src/postgres/postgres-store";
import type { SpaceRepository } from "../src/spaces/space-repository";
import { openStore } from "../src/store";

/** The model calls both engines answer so far: what the shared behaviour tests exercise. */
export type SharedModelCalls = Pick<
  ModelRepository,
  | "upsert"
  | "getMany"
  | "files"
  | "count"
  | "upsertMany"
  | "get"
  | "getEntry"
  | "getRaw"
  | "has"
  | "delete"
  | "list"
  | "listEntries"
  | "total"
  | "facetCounts"
  | "facetCountsWithin"
  | "facetCountsWithinBound"
  | "tagCountsWithin"
>;

/** An empty store on one engine, for one test. */
export interface EngineStore {
  models: SharedModelCalls;
  datasets: Pick<
    DatasetRepository,
    | "get"
    | "getEntry"
    | "getRaw"
    | "getMany"
    | "list"
    | "listEntries"
    | "count"
    | "total"
    | "facetCounts"
    | "tagCountsWithin"
    | "upsert"
    | "upsertMany"
  >;
  spaces: Pick<SpaceRepository, "get" | "forTask" | "usingModel" | "usingModels" | "list" | "upsertMany">;
  meta: Pick<MetaRepository, "get" | "set">;
  transaction<T>(fn: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** Opens an empty store of each engine: SQLite in memory, PostgreSQL in a database of its own. */
export const STORE_ENGINES: { engine: string; open: () => Promise<EngineStore> }[] = [
  { engine: "sqlite", open: () => openStore(":memory:") },
  {
    engine: "postgres",
    open: async () => {
      const database = await createTestPostgresDatabase();
      const store = await openPostgresStore(database.url);
      return {
        models: store.models,
        datasets: store.datasets,
        spaces: store.spaces,
        meta: store.meta,
        transaction: store.transaction,
        close: async () => {
          await store.close();
          await database.drop();
        },
      };
    },
  },
];
