import { writeNewDataVersion } from "../data-version";
import type { Migration } from "./migration";

/**
 * Gives the store its first stored data version (see Store.dataVersion): every later transaction
 * that changes rows writes a new one.
 */
export const storedDataVersion: Migration = {
  version: 15,
  name: "a data version kept in the store",
  up(db) {
    writeNewDataVersion(db);
  },
};
