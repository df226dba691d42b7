import type { Migration } from "./migration";

/**
 * Models and datasets indexed by their name (the id after the owner's `/`), lower-cased, then
 * downloads: a search by relevance reads its exact and name-start matches from it (decision 100).
 * The expression is the one listing/sqlite-listing-engine.ts compares, word for word.
 */
export const nameIndex: Migration = {
  version: 22,
  name: "models and datasets by their lower-cased name, for a search's best matches",
  up(db) {
    db.exec(`
      CREATE INDEX IF NOT EXISTS models_by_name ON models (lower(substr(id, instr(id, '/') + 1)), downloads);
      CREATE INDEX IF NOT EXISTS datasets_by_name ON datasets (lower(substr(id, instr(id, '/') + 1)), downloads);
    `);
  },
};
