import type { Migration } from "./migration";

/**
 * An index of the gated models alone, by downloads: a listing of gated models reads it in page
 * order, and SQLite learns from its size (ANALYZE) whether sorting its rows beats walking another
 * order's index. The condition is written as the listing writes it (listing-conditions.ts isGated).
 */
export const gatedModelsIndex: Migration = {
  version: 21,
  name: "an index of the gated models by downloads",
  up(db) {
    db.exec(
      `CREATE INDEX IF NOT EXISTS models_gated_by_downloads ON models (downloads) WHERE gated IN ('"auto"', '"manual"')`,
    );
  },
};
