import { createTestPostgresDatabase } from "@modelhub/testkit";
import { openStore, type Store } from "../src/store";

/** An empty store on one engine, for one test; closing it drops a PostgreSQL test database. */
export type EngineStore = Store;

/** Opens an empty store of each engine: SQLite in memory, PostgreSQL in a database of its own. */
export const STORE_ENGINES: { engine: string; open: () => Promise<EngineStore> }[] = [
  { engine: "sqlite", open: () => openStore(":memory:") },
  {
    engine: "postgres",
    open: async () => {
      const database = await createTestPostgresDatabase();
      const store = await openStore(database.url);
      return {
        ...store,
        close: async () => {
          await store.close();
          await database.drop();
        },
      };
    },
  },
];
