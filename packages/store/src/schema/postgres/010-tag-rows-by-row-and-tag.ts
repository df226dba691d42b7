import { sql } from "kysely";
import type { PostgresMigration } from "./postgres-migration";

/**
 * Tag rows keyed by their model (or dataset), then the tag: whether a row carries a tag is one
 * probe of this key, tied to the row by its rowid alone (the engine's `tagRowOf`). Tied by rowid
 * and downloads, the planner multiplies the two equalities' selectivities as if independent and
 * expects a few matches where a common tag has hundreds of thousands. Its first column serves
 * what the index by row alone did (deletes cascading from a row), so that one goes.
 */
export const tagRowsByRowAndTag: PostgresMigration = {
  version: 10,
  name: "tag rows keyed by their row and tag",
  async up(db) {
    await sql`
      CREATE INDEX IF NOT EXISTS model_tags_by_model_tag ON model_tags (model_rowid, tag);
      DROP INDEX IF EXISTS model_tags_by_model;
      CREATE INDEX IF NOT EXISTS dataset_tags_by_dataset_tag ON dataset_tags (dataset_rowid, tag);
      DROP INDEX IF EXISTS dataset_tags_by_dataset;
    `.execute(db);
  },
};
